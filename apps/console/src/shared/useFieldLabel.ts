import { useCallback } from 'react';
import { getFieldLabelTranslationArgs, useResourceContext, useTranslate } from 'react-admin';

/**
 * The label of a resource's field as react-admin's inputs and fields name it:
 * `resources.<resource>.fields.<field>` of the i18n messages (the resource in context by default).
 */
export const useFieldLabel = (resource?: string) => {
  const translate = useTranslate();
  const resourceFromContext = useResourceContext({ resource });
  return useCallback(
    (source: string): string => translate(...getFieldLabelTranslationArgs({ source, resource: resourceFromContext })),
    [resourceFromContext, translate],
  );
};
