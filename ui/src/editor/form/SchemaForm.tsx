/**
 * One rjsf form (Chakra theme, the editor's widget registry, light templates) over a piece of
 * JSON. Screens never render all invoice lines in one form (STACK 16): one group or one line.
 */
import Form from '@rjsf/chakra-ui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { memo } from 'react';
import { formValidator } from '../model/validator';
import type { Json } from '../state/types';
import { fields, templates, widgets } from '../widgets/registry';

export interface SchemaFormProps {
  id: string;
  schema: Json;
  uiSchema: Json;
  formData: Json;
  extraErrors?: ErrorSchema;
  readonly?: boolean;
  onChange: (data: Json) => void;
}

const NO_SUBMIT = { norender: true };

export const SchemaForm = memo(function SchemaForm(props: SchemaFormProps) {
  const { id, schema, uiSchema, formData, extraErrors, readonly, onChange } = props;
  return (
    <Form
      idPrefix={id}
      schema={schema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': NO_SUBMIT }}
      formData={formData}
      validator={formValidator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit={false}
      showErrorList={false}
      noHtml5Validate
      readonly={readonly}
      onChange={(e: IChangeEvent) => onChange(e.formData)}
    />
  );
});
