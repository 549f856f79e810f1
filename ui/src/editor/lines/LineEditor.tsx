/** The one line being edited, as its own rjsf form (`key` = the line's id), with the per-line period toggle. */
import { Box, Heading, Switch } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../i18n';
import { SchemaForm } from '../form/SchemaForm';
import { useFindingText } from '../form/useFindingsText';
import { errorSchemaFor } from '../model/errorSchema';
import { editorSchema } from '../model/invoiceSchema';
import { newId, setIn } from '../model/paths';
import { schemaAt } from '../model/schemaTools';
import { mergeUi, uiFor } from '../model/uiFor';
import { screenUiSchema } from '../screens/screenUi';
import { findingsAtom, uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm } from '../ui/confirm';
import { keepTypedNetPrice } from './priceEdit';

export function LineEditor({ line, index }: { line: Json; index: number }) {
  const intl = useIntl();
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const [settings, setSettings] = useAtom(uiSettingsAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const findings = useAtomValue(findingsAtom);
  const text = useFindingText();
  const showPeriod = !!settings.showLinePeriod[line.id];
  const schema = useMemo(() => {
    const s = schemaAt(editorSchema(isEasyMode), ['INVOICE_LINE', '0']);
    const { title: _t, description: _d, ...rest } = s;
    if (showPeriod) return rest;
    const { INVOICE_LINE_PERIOD: _p, ...properties } = rest.properties;
    return { ...rest, properties };
  }, [isEasyMode, showPeriod]);
  const uiSchema = useMemo(
    () =>
      mergeUi(
        uiFor(intl, schema, 'INVOICE_LINE', { helpVisible: settings.helpVisible, easy: isEasyMode }),
        screenUiSchema('InvoiceLines')?.line ?? {},
      ),
    [intl, schema, settings.helpVisible, isEasyMode],
  );
  const base = useMemo(() => ['INVOICE_LINE', String(index)], [index]);
  const extraErrors = useMemo(() => errorSchemaFor(findings, base, text), [findings, base, text]);
  const onChange = useCallback(
    (data: Json) =>
      setInvoice((inv) =>
        setIn(inv, ['INVOICE_LINE', index], keepTypedNetPrice(inv?.INVOICE_LINE?.[index], data)),
      ),
    [setInvoice, index],
  );
  const togglePeriod = async () => {
    if (showPeriod) {
      if (
        line.INVOICE_LINE_PERIOD &&
        !(await confirm(t('editor.confirm.delete.title'), t('editor.confirm.section.off')))
      )
        return;
      setInvoice((inv) => setIn(inv, ['INVOICE_LINE', index, 'INVOICE_LINE_PERIOD'], undefined));
    } else {
      setInvoice((inv) => setIn(inv, ['INVOICE_LINE', index, 'INVOICE_LINE_PERIOD'], { id: newId() }));
    }
    setSettings((s) => ({ ...s, showLinePeriod: { ...s.showLinePeriod, [line.id]: !showPeriod } }));
  };
  return (
    <Box mt={4} borderWidth="1px" borderRadius="md" p={4} data-testid="line-editor">
      <Heading as="h3" size="sm" mb={2}>
        {intl.formatMessage(
          { id: 'editor.lines.editing' },
          { position: line.Invoice_line_identifier?.Content ?? index + 1 },
        )}
      </Heading>
      <Switch.Root checked={showPeriod} onCheckedChange={togglePeriod} size="sm" mb={2}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{intl.formatMessage({ id: 'editor.toggle.showLinePeriod' })}</Switch.Label>
      </Switch.Root>
      <SchemaForm
        id={`line_${index}`}
        key={line.id}
        schema={schema}
        uiSchema={uiSchema}
        formData={line}
        extraErrors={extraErrors}
        onChange={onChange}
      />
    </Box>
  );
}
