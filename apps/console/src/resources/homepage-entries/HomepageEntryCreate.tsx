import { Create, SimpleForm } from 'react-admin';
import { HOMEPAGE_ENTRY_DEFAULTS, HomepageEntryInputs, homepageEntryForm } from './HomepageEntryInputs';

/** 新增首頁版位. */
export const HomepageEntryCreate = () => (
  <Create transform={homepageEntryForm.transform} redirect="show">
    <SimpleForm defaultValues={HOMEPAGE_ENTRY_DEFAULTS} validate={homepageEntryForm.validate}>
      <HomepageEntryInputs />
    </SimpleForm>
  </Create>
);
