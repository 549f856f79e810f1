/**
 * The buyer screen's choice of recipient: a public buyer (XRechnung, with Leitweg-ID) or a
 * business (EN 16931). It sets the invoice's BT-24 (model/recipient.ts), which decides the rules
 * the editor and the server apply and the documents generated.
 */
import { Box, HStack, RadioGroup, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { type RecipientKind, recipientKindOf, withRecipientKind } from '../model/recipient';
import { workingInvoiceAtom } from '../state/atoms';

const KINDS: RecipientKind[] = ['public', 'business'];

export function RecipientChoice() {
  const intl = useIntl();
  const [invoice, setInvoice] = useAtom(workingInvoiceAtom);
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
              <RadioGroup.ItemText>{intl.formatMessage({ id: `editor.recipient.${k}` })}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Box>
  );
}
