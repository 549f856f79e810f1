/**
 * Master data screen (spec §2, §4, §5): panels for seller, address, contact, VAT, payment info,
 * the payment type with credit transfer accounts or direct debit; changes are tracked as dirty,
 * exit asks when dirty (then reloads the saved record), save shows a success dialog and returns
 * to the start page. Findings come from the master data rules of @xr/rules.
 */
import { Box, Button, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { loadMasterData } from '../../session/masterdata';
import { masterDataAtom } from '../../state/app';
import { updateMasterDataCall } from '../api/calls';
import { isDirectDebit, paymentSectionOf, switchMasterDataPaymentType } from '../behaviours/paymentType';
import { useFindingText } from '../form/useFindingsText';
import { normaliseAccount } from '../format/iban';
import { evaluateMasterData } from '../model/rulesApi';
import { DEBOUNCE_MS } from '../state/LiveValidation';
import type { Json, PaymentSection } from '../state/types';
import { confirm, inform } from '../ui/confirm';
import { BrandingPanel } from './BrandingPanel';
import { MasterdataPanel } from './MasterdataPanel';
import { CREDIT_TRANSFER_FIELDS, DIRECT_DEBIT_FIELDS, PANELS } from './panels';
import { problemLine } from './problemLines';

const TYPES: PaymentSection[] = [
  'CREDIT_TRANSFER_SEPA',
  'CREDIT_TRANSFER_NON_SEPA',
  'DIRECT_DEBIT_SEPA',
  'DIRECT_DEBIT_NON_SEPA',
];

export function cleanForSave(data: Json): Json {
  const out: Json = { ...data, Version: data.Version ?? '1.0' };
  if (out.Debited_account_identifier)
    out.Debited_account_identifier = normaliseAccount(out.Debited_account_identifier);
  if (Array.isArray(out.CREDIT_TRANSFER)) {
    out.CREDIT_TRANSFER = out.CREDIT_TRANSFER.map((a: Json) => ({
      ...a,
      ...(a.Payment_account_identifier
        ? { Payment_account_identifier: normaliseAccount(a.Payment_account_identifier) }
        : {}),
    }));
  }
  return out;
}

export default function MasterdataScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useAtom(masterDataAtom);
  const [draft, setDraft] = useState<Json | null>(saved);
  const [findings, setFindings] = useState<ReturnType<typeof evaluateMasterData>>([]);
  // findings show once the user changed something or tried to save (not on a fresh record)
  const [touched, setTouched] = useState(false);
  const text = useFindingText();
  useEffect(() => {
    if (!saved) void loadMasterData();
    else setDraft((d: Json | null) => d ?? saved);
  }, [saved]);
  useEffect(() => {
    if (!draft || !touched) return;
    const timer = setTimeout(() => setFindings(evaluateMasterData(draft)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, touched]);
  const dirty = useMemo(() => !!draft && JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  if (!draft) return <Text>{intl.formatMessage({ id: 'editor.loading' })}</Text>;
  const section = paymentSectionOf(draft.Payment_means_type_code ?? '58');
  const sepa = section === 'CREDIT_TRANSFER_SEPA' || section === 'DIRECT_DEBIT_SEPA';
  const errorCount = findings.filter((f) => f.severity === 'error').length;
  const changeType = (next: PaymentSection) => edit(switchMasterDataPaymentType(draft, next));
  const edit = (next: Json) => {
    setTouched(true);
    setDraft(next);
  };
  const save = async () => {
    setTouched(true);
    const errors = evaluateMasterData(draft).filter((f) => f.severity === 'error');
    setFindings(errors);
    if (errors.length > 0) {
      await inform(
        'error',
        t('editor.masterdata.invalid'),
        undefined,
        errors.map((f) => problemLine(intl, f, text(f))),
      );
      return;
    }
    try {
      const stored = await updateMasterDataCall(cleanForSave(draft));
      setSaved(stored ?? cleanForSave(draft));
      setDraft(stored ?? cleanForSave(draft));
      await inform('info', t('editor.masterdata.saved.title'), t('editor.masterdata.saved.text'));
      navigate('/Dashboard');
    } catch (error) {
      // a refusal the server explains (an unusable numbering pattern, say) is shown as it says
      const known = error instanceof ApiError && error.status === 400 && error.message;
      await inform('error', t('dialog.failure'), known || t('editor.error.technical'));
    }
  };
  const exit = async () => {
    if (dirty && !(await confirm(t('editor.masterdata.exit.title'), t('editor.masterdata.exit.text'))))
      return;
    setDraft(saved);
    void loadMasterData();
    navigate('/Dashboard');
  };
  return (
    <Box data-screen="MasterdataView">
      <HStack justify="space-between" wrap="wrap" mb={4}>
        <Heading as="h1" size="lg">
          {intl.formatMessage({ id: 'editor.title.MasterdataView' })}
          {dirty ? (
            <Text as="span" fontSize="sm" color="orange.600" ms={3} data-testid="masterdata-dirty">
              {intl.formatMessage({ id: 'editor.masterdata.dirty' })}
            </Text>
          ) : null}
        </Heading>
        <HStack wrap="wrap">
          <Button onClick={save}>{intl.formatMessage({ id: 'editor.masterdata.save' })}</Button>
          <Button variant="outline" onClick={exit}>
            {intl.formatMessage({ id: 'editor.masterdata.exit' })}
          </Button>
        </HStack>
      </HStack>
      {errorCount > 0 ? (
        <Text color="red.600" mb={3} data-testid="masterdata-errors">
          {intl.formatMessage({ id: 'editor.summary.errors' }, { count: errorCount })}
        </Text>
      ) : null}
      {PANELS.map((p) => (
        <MasterdataPanel
          key={p.key}
          panelKey={p.key}
          fields={p.fields}
          data={draft}
          findings={findings}
          text={text}
          onChange={edit}
        />
      ))}
      <Heading as="h2" size="md" mb={2}>
        {intl.formatMessage({ id: 'editor.section.paymentType' })}
      </Heading>
      <RadioGroup.Root
        value={section}
        onValueChange={(e) => e.value && changeType(e.value as PaymentSection)}
        mb={6}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
          {TYPES.map((x) => (
            <RadioGroup.Item key={x} value={x}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{intl.formatMessage({ id: `editor.payment.${x}` })}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <MasterdataPanel
        key={`${section}`}
        panelKey={isDirectDebit(section) ? 'directDebit' : 'creditTransfer'}
        fields={isDirectDebit(section) ? DIRECT_DEBIT_FIELDS : CREDIT_TRANSFER_FIELDS}
        data={draft}
        findings={findings}
        text={text}
        sepa={sepa}
        onChange={edit}
      />
      <BrandingPanel />
    </Box>
  );
}
