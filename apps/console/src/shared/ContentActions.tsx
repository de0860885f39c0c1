import { CreateButton, EditButton, ListButton, ShowButton, TopToolbar, useCanAccess } from 'react-admin';

/** A content list's toolbar: the create button for those who may create (admins). */
export const ContentListActions = ({ resource }: { resource: string }) => {
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

/** A content page's toolbar: edit for those who may edit, and back to the list. */
export const ContentShowActions = ({ resource }: { resource: string }) => {
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? <EditButton /> : null}
      <ListButton />
    </TopToolbar>
  );
};

/** A content form's toolbar: its page and its list. */
export const ContentEditActions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** Whether rows open the form (editors) or the page (readers). */
export const useRowClick = (resource: string): 'edit' | 'show' => {
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return canAccess ? 'edit' : 'show';
};
