import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { LectureInputs, lectureForm } from './LectureInputs';

/** A seminar's form, saved once the server answers. */
export const LectureEdit = () => (
  <Edit mutationMode="pessimistic" transform={lectureForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={lectureForm.validate}>
      <LectureInputs />
    </SimpleForm>
  </Edit>
);
