import { Create, SimpleForm } from 'react-admin';
import { LECTURE_DEFAULTS, LectureInputs, lectureForm } from './LectureInputs';

/** 新增講座. */
export const LectureCreate = () => (
  <Create transform={lectureForm.transform} redirect="show">
    <SimpleForm defaultValues={LECTURE_DEFAULTS} validate={lectureForm.validate}>
      <LectureInputs />
    </SimpleForm>
  </Create>
);
