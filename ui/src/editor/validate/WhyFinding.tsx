/**
 * "Warum?" / "Why?" beside a finding. Easy mode: one sentence naming the rule's source (§ 14 UStG,
 * EN 16931, XRechnung, Peppol; `whySource`). Advanced mode: the rules' own explanation (`explainRule` of
 * @xr/rules, run here in the browser as the evaluator is) of that rule at the finding's place, in
 * a dialog — whether the rule applied, the values its test saw, why it failed.
 */
import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { explainRule, explanationLines, type RuleExplanation } from '@xr/rules';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { editorProfileOf } from '../model/recipient';
import { whySource } from '../model/whySource';
import type { Finding, Json } from '../state/types';

/** The explanation of `finding` on `invoice` (editor profile), narrowed to the finding's place. */
export function explainFinding(
  finding: Finding,
  invoice: Json,
  locale: 'de' | 'en',
  today?: string,
): string[] {
  const all: RuleExplanation = explainRule(finding.ruleId, invoice, {
    profile: editorProfileOf(invoice),
    today,
  });
  const here = all.variants
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => n.pointer === finding.pointer) }))
    .filter((v) => v.nodes.length > 0);
  return explanationLines({ ...all, variants: here.length ? here : all.variants }, locale);
}

export function WhyFinding({ finding, invoice, easy }: { finding: Finding; invoice: Json; easy?: boolean }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [lines, setLines] = useState<string[] | null>(null);
  const m = (id: string) => intl.formatMessage({ id });
  const open = () => {
    if (easy) {
      setLines([m(`why.source.${whySource(finding.ruleId)}`)]);
      return;
    }
    try {
      setLines(explainFinding(finding, invoice, locale));
    } catch (e) {
      setLines([String((e as Error).message)]);
    }
  };
  return (
    <>
      <Button variant="plain" size="xs" color="blue.700" textDecoration="underline" onClick={open}>
        {m('editor.validate.why')}
      </Button>
      <Dialog.Root open={lines !== null} onOpenChange={(e) => !e.open && setLines(null)} size="xl">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {m('editor.validate.why.title')}
                  {easy ? null : ` (${finding.ruleId})`}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box
                  as={easy ? 'p' : 'pre'}
                  fontSize={easy ? 'md' : 'xs'}
                  whiteSpace="pre-wrap"
                  data-testid="why-explanation"
                >
                  {lines?.join('\n')}
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setLines(null)}>
                  {m('editor.action.close')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
