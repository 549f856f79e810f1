/**
 * The buyer screen's choice of recipient: a public buyer (XRechnung, with Leitweg-ID) or a
 * business (EN 16931). It sets the invoice's BT-24 (model/recipient.ts), which decides the rules
 * the editor and the server apply and the documents generated. Easy mode says what the business
 * choice means for the supplier ("E-Rechnung, z. B. ZUGFeRD") instead of the standard's number
 * (`editor.recipient.<kind>.plain` where there is one), issue 27.
 */
import { Box, HStack, RadioGroup, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { type RecipientKind, recipientKindOf, withRecipientKind } from '../model/recipient';
import { userSettingsAtom, workingInvoiceAtom } from '../state/atoms';

const KINDS: RecipientKind[] = ['public', 'business'];

export function RecipientChoice() {
  const intl = useIntl();
  const [invoice, setInvoice] = useAtom(workingInvoiceAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const label = (k: RecipientKind) => {
    const plain = `editor.recipient.${k}.plain`;
    return intl.formatMessage({ id: isEasyMode && intl.messages[plain] ? plain : `editor.recipient.${k}` });
  };
  if (!invoice) return null;
  const kind = recipientKindOf(invoice);
  return (
    <Box mb={4} data-testid="recipient-kind">
      <Text fontWeight="bold" mb={1} id="recipient-kind-label">
        {intl.formatMessage({ id: 'editor.recipient.label' })}
      </Text>
      <RadioGroup.Root
        value={kind}
        aria-labelledby="recipient-kind-label"
        onValueChange={(e) =>
          setInvoice((inv) => (inv ? withRecipientKind(inv, e.value as RecipientKind) : inv))
        }
      >
        <HStack gap={4}>
          {KINDS.map((k) => (
            <RadioGroup.Item key={k} value={k}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label(k)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Box>
  );
}
