import { Create, SimpleForm } from 'react-admin';
import { CMS_POST_DEFAULTS, CmsPostInputs, cmsPostForm } from './CmsPostInputs';

/** 新增 CMS 文章. */
export const CmsPostCreate = () => (
  <Create transform={cmsPostForm.transform} redirect="show">
    <SimpleForm defaultValues={CMS_POST_DEFAULTS} validate={cmsPostForm.validate}>
      <CmsPostInputs />
    </SimpleForm>
  </Create>
);
