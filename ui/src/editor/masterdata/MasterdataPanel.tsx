/** One master data panel: an rjsf form over some fields of the master data record. */
import { Box, Heading } from '@chakra-ui/react';
import { bundledSchemas } from '@xr/generated';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SchemaForm } from '../form/SchemaForm';
import { errorSchemaFor } from '../model/errorSchema';
import { inlineRefs, pickProperties } from '../model/schemaTools';
import { mergeUi, uiFor } from '../model/uiFor';
import { screenUiSchema } from '../screens/screenUi';
import type { Finding, Json } from '../state/types';
import { withMasterdataLabels } from './labels';

let schema: Json;
const masterSchema = () => (schema ??= inlineRefs(bundledSchemas.masterData));

const UI_BY_FIELD: Json = {
  Seller_electronic_address: { 'ui:inputType': 'email' },
  Payment_terms: { 'ui:widget': 'textarea' },
};

export function MasterdataPanel(props: {
  panelKey: string;
  fields: string[];
  data: Json;
  findings: Finding[];
  text: (f: Finding) => string;
  sepa?: boolean;
  onChange: (data: Json) => void;
}) {
  const { panelKey, fields, data, findings, text, sepa = true, onChange } = props;
  const intl = useIntl();
  const s = useMemo(() => pickProperties(masterSchema(), fields), [fields]);
  const ui = useMemo(() => {
    const fromFile = screenUiSchema('MasterdataView' as never)?.[panelKey] ?? {};
    const base = withMasterdataLabels(
      intl,
      mergeUi(mergeUi(uiFor(intl, s, 'MasterData', { helpVisible: false }), fromFile), UI_BY_FIELD),
      fields,
    );
    if (!sepa) {
      return mergeUi(base, {
        CREDIT_TRANSFER: { items: { Payment_account_identifier: { 'ui:options': { sepa: false } } } },
        Debited_account_identifier: { 'ui:options': { sepa: false } },
      });
    }
    return base;
  }, [intl, s, sepa, panelKey, fields]);
  const only = useMemo(() => new Set(fields), [fields]);
  const errors = useMemo(() => errorSchemaFor(findings, [], text, only), [findings, text, only]);
  const picked = useMemo(() => {
    const out: Json = {};
    for (const f of fields) if (data[f] !== undefined) out[f] = data[f];
    return out;
  }, [data, fields]);
  return (
    <Box as="section" mb={6} data-panel={panelKey}>
      <Heading as="h2" size="md" mb={2}>
        {intl.formatMessage({ id: `editor.masterdata.panel.${panelKey}` })}
      </Heading>
      <SchemaForm
        id={`md_${panelKey}`}
        schema={s}
        uiSchema={ui}
        formData={picked}
        extraErrors={errors}
        onChange={(next: Json) => {
          const merged = { ...data };
          for (const f of fields) {
            if (next?.[f] === undefined) delete merged[f];
            else merged[f] = next[f];
          }
          onChange(merged);
        }}
      />
    </Box>
  );
}
