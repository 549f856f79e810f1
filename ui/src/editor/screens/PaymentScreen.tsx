/**
 * Payment screen: due date and terms, the payment type (radio; card only in advanced mode) with
 * the matching sub-block, the payee behind its toggle, and the master data transfer.
 */
import { Box, Button, Heading, RadioGroup, Stack } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useIntl } from 'react-intl';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { transferMasterData } from '../actions/transferMasterData';
import {
  isCreditTransfer,
  isDirectDebit,
  paymentSectionOf,
  switchPaymentType,
} from '../behaviours/paymentType';
import { GroupSection } from '../form/GroupSection';
import { EditorFrame } from '../layout/EditorFrame';
import { mergeUi } from '../model/uiFor';
import { uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import type { PaymentSection } from '../state/types';
import { confirm } from '../ui/confirm';
import { SCREEN_SECTIONS, type Section } from './screenDefs';
import { screenUiSchema } from './screenUi';

const PATH = ['PAYMENT_INSTRUCTIONS'];
const FIELDS: Record<'ct' | 'dd' | 'card', string[]> = {
  ct: ['Payment_means_text', 'Remittance_information', 'CREDIT_TRANSFER'],
  dd: ['Payment_means_text', 'Remittance_information', 'DIRECT_DEBIT'],
  card: ['Payment_means_text', 'Remittance_information', 'PAYMENT_CARD_INFORMATION'],
};
const SECTIONS: Record<'ct' | 'dd' | 'card', Section> = {
  ct: { key: 'paymentInstructions', path: PATH, fields: FIELDS.ct },
  dd: { key: 'paymentInstructions', path: PATH, fields: FIELDS.dd },
  card: { key: 'paymentInstructions', path: PATH, fields: FIELDS.card },
};
const NON_SEPA_UI = {
  CREDIT_TRANSFER: { items: { Payment_account_identifier: { 'ui:options': { sepa: false } } } },
  DIRECT_DEBIT: { Debited_account_identifier: { 'ui:options': { sepa: false } } },
};
const paymentCodeAtom = selectAtom(
  workingInvoiceAtom,
  (inv) => inv?.PAYMENT_INSTRUCTIONS?.Payment_means_type_code as string | undefined,
);
const SCREEN_UI = screenUiSchema('PaymentDataView')?.paymentInstructions ?? {};
const TYPES: PaymentSection[] = [
  'CREDIT_TRANSFER_SEPA',
  'CREDIT_TRANSFER_NON_SEPA',
  'DIRECT_DEBIT_SEPA',
  'DIRECT_DEBIT_NON_SEPA',
  'PAYMENT_CARD',
];

export default function PaymentScreen() {
  const intl = useIntl();
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const code = useAtomValue(paymentCodeAtom);
  const [settings, setSettings] = useAtom(uiSettingsAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const current = settings.paymentSection ?? paymentSectionOf(code);
  const kind = isCreditTransfer(current) ? 'ct' : isDirectDebit(current) ? 'dd' : 'card';
  const change = async (next: PaymentSection) => {
    const pi = appStore.get(workingInvoiceAtom)?.PAYMENT_INSTRUCTIONS ?? {};
    const hasData =
      (pi.CREDIT_TRANSFER ?? []).some((a: Record<string, unknown>) =>
        Object.keys(a).some((k) => k !== 'id'),
      ) ||
      pi.DIRECT_DEBIT ||
      pi.PAYMENT_CARD_INFORMATION;
    const sameFamily = (isCreditTransfer(next) && kind === 'ct') || (isDirectDebit(next) && kind === 'dd');
    if (
      hasData &&
      !sameFamily &&
      !(await confirm(t('editor.payment.switch.title'), t('editor.payment.switch.text')))
    )
      return;
    setInvoice((inv) => ({
      ...inv,
      PAYMENT_INSTRUCTIONS: switchPaymentType(inv?.PAYMENT_INSTRUCTIONS, next),
    }));
    setSettings((s) => ({ ...s, paymentSection: next }));
  };
  const sections = SCREEN_SECTIONS.PaymentDataView ?? [];
  const sepa = current === 'CREDIT_TRANSFER_SEPA' || current === 'DIRECT_DEBIT_SEPA';
  return (
    <EditorFrame screen="PaymentDataView">
      <Button size="sm" variant="outline" mb={4} onClick={() => transferMasterData('payment')}>
        {intl.formatMessage({ id: 'editor.masterdata.transfer.button' })}
      </Button>
      <GroupSection section={sections[0]} screenUi={screenUiSchema('PaymentDataView')?.paymentTerms} />
      <Box mb={6}>
        <Heading as="h3" size="md" mb={2}>
          {intl.formatMessage({ id: 'editor.section.paymentType' })}
        </Heading>
        <RadioGroup.Root
          value={current}
          onValueChange={(e) => e.value && change(e.value as PaymentSection)}
          mb={3}
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap={4} wrap="wrap">
            {TYPES.filter((x) => !isEasyMode || x !== 'PAYMENT_CARD' || current === 'PAYMENT_CARD').map(
              (x) => (
                <RadioGroup.Item key={x} value={x}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {intl.formatMessage({ id: `editor.payment.${x}` })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ),
            )}
          </Stack>
        </RadioGroup.Root>
        <GroupSection
          key={`${kind}-${sepa}`}
          section={SECTIONS[kind]}
          screenUi={sepa ? SCREEN_UI : mergeUi(SCREEN_UI, NON_SEPA_UI)}
        />
      </Box>
      <GroupSection section={sections[1]} screenUi={screenUiSchema('PaymentDataView')?.payee} />
    </EditorFrame>
  );
}
