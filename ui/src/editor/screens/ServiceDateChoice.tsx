/**
 * The date of supply or the period of service (§ 14 (4) no. 6 UStG) on the invoice data screen, in
 * easy mode too: a visible choice between the issue date (the default), a date of its own (BT-72)
 * and a period (BT-73/74). See `behaviours/serviceDate.ts`.
 */
import { Box, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateInput } from '../../forms/DateInput';
import { localeAtom } from '../../state/app';
import { chooseServiceDate, type ServiceDateMode, serviceDateMode } from '../behaviours/serviceDate';
import { useFindingText } from '../form/useFindingsText';
import { toDisplayDate } from '../format/dates';
import { onePerField } from '../model/findingText';
import { getIn, setIn } from '../model/paths';
import { findingsAtom, workingInvoiceAtom } from '../state/atoms';
import { FieldShell } from '../widgets/FieldShell';

const MODES: ServiceDateMode[] = ['issueDate', 'otherDate', 'period'];
const FIELDS: Record<string, string[]> = {
  delivery: ['DELIVERY_INFORMATION', 'Actual_delivery_date'],
  start: ['DELIVERY_INFORMATION', 'INVOICING_PERIOD', 'Invoicing_period_start_date'],
  end: ['DELIVERY_INFORMATION', 'INVOICING_PERIOD', 'Invoicing_period_end_date'],
};

function DateAt({ name, label }: { name: string; label: string }) {
  const path = FIELDS[name];
  const invoice = useAtomValue(workingInvoiceAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const findings = useAtomValue(findingsAtom);
  const text = useFindingText();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `serviceDate_${name}`;
  const pointer = `/${path.join('/')}`;
  // one message, the plainest (as at every field: `onePerField`)
  const ruled = onePerField(findings.filter((f) => f.pointer === pointer && f.severity === 'error')).map(
    text,
  );
  const value = getIn(invoice, path);
  const store = (v: string | undefined) => setInvoice((inv) => setIn(inv, path, v === '' ? undefined : v));
  return (
    <FieldShell id={id} label={label} errors={ruled.length > 0 ? ruled : problem ? [problem] : []}>
      <DateInput
        id={id}
        size="sm"
        value={typeof value === 'string' ? value : ''}
        onChange={store}
        onUnreadable={store}
        onProblem={setProblem}
      />
    </FieldShell>
  );
}

export function ServiceDateChoice() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const invoice = useAtomValue(workingInvoiceAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const [chosen, setChosen] = useState<ServiceDateMode>();
  const mode = serviceDateMode(invoice, chosen);
  const m = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `editor.serviceDate.${id}` }, values);
  const choose = (next: ServiceDateMode) => {
    setChosen(next);
    setInvoice((inv) => chooseServiceDate(inv, next));
  };
  return (
    <Box as="section" mb={6} data-section="serviceDate">
      <Heading as="h3" size="md" mb={1}>
        {m('title')}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb={2}>
        {m('help')}
      </Text>
      <RadioGroup.Root
        value={mode}
        onValueChange={(e) => e.value && choose(e.value as ServiceDateMode)}
        mb={3}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap={4} wrap="wrap">
          {MODES.map((x) => (
            <RadioGroup.Item key={x} value={x}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {m(x, { date: toDisplayDate(invoice?.Invoice_issue_date, locale) || '–' })}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {mode === 'otherDate' ? <DateAt name="delivery" label={m('date')} /> : null}
      {mode === 'period' ? (
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          <DateAt name="start" label={m('start')} />
          <DateAt name="end" label={m('end')} />
        </Stack>
      ) : null}
    </Box>
  );
}
