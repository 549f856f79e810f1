/**
 * Validate screen (spec §2, §8): 'Die Rechnung ist nicht valide' with every error as a link to
 * its screen and field; when valid, the syntax (UBL forced where the spec says), the
 * specification version, generate and download, generate and send.
 */
import {
  Alert,
  Box,
  Button,
  Link as ChakraLink,
  HStack,
  List,
  NativeSelect,
  Progress,
  RadioGroup,
  Text,
} from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useFindingText } from '../form/useFindingsText';
import { EditorFrame } from '../layout/EditorFrame';
import { problemLine } from '../masterdata/problemLines';
import { findingRuleId } from '../model/findingText';
import { recipientKindOf } from '../model/recipient';
import { screenOfPointer } from '../screens/screenDefs';
import {
  errorFindingsAtom,
  findingsPendingAtom,
  focusPointerAtom,
  userSettingsAtom,
  workingInvoiceAtom,
} from '../state/atoms';
import { type GenerateProgress, generateInvoice } from './generate';
import { useSendMailDialog } from './SendMailDialog';
import {
  generationDay,
  isOutdatedSpecVersion,
  SPEC_VERSIONS,
  type SyntaxChoice,
  specVersionFor,
  ublForcedReasons,
} from './syntax';
import { WhyFinding } from './WhyFinding';

export default function ValidateScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const invoice = useAtomValue(workingInvoiceAtom);
  const errors = useAtomValue(errorFindingsAtom);
  const pending = useAtomValue(findingsPendingAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const setFocus = useSetAtom(focusPointerAtom);
  const text = useFindingText();
  const forced = useMemo(() => ublForcedReasons(invoice), [invoice]);
  const [syntax, setSyntax] = useState<SyntaxChoice>('ubl');
  const [spec, setSpec] = useState(() => specVersionFor(generationDay()));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<GenerateProgress | null>(null);
  const { ask, dialog } = useSendMailDialog();
  // the rule ids (BR-CO-21, …) for those who look them up, behind a toggle
  const [showIds, setShowIds] = useState(false);
  const chosen: SyntaxChoice = forced.length > 0 ? 'ubl' : syntax;
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const run = async (send: boolean) => {
    setBusy(true);
    try {
      await generateInvoice(chosen, spec, send, navigate, setProgress, ask);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <EditorFrame screen="ValidateView">
      {pending ? (
        <Alert.Root status="info" data-testid="validate-pending" aria-live="polite">
          <Alert.Indicator />
          <Alert.Title>{m('editor.summary.checking')}</Alert.Title>
        </Alert.Root>
      ) : errors.length > 0 ? (
        <Alert.Root status="error" data-testid="validate-invalid">
          <Alert.Indicator />
          <Alert.Content>
            <HStack justify="space-between" wrap="wrap">
              <Alert.Title>{m('editor.validate.invalid')}</Alert.Title>
              {/* rule ids are for advanced mode (issue 27): easy mode names none */}
              {isEasyMode ? null : (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-pressed={showIds}
                  onClick={() => setShowIds((v) => !v)}
                >
                  {m(showIds ? 'editor.validate.hideRuleIds' : 'editor.validate.showRuleIds')}
                </Button>
              )}
            </HStack>
            <List.Root ps={4} mt={2}>
              {errors.map((f) => {
                const screen = screenOfPointer(f.pointer, isEasyMode);
                return (
                  <List.Item key={`${f.ruleId}${f.pointer}`}>
                    <ChakraLink asChild color="red.700">
                      <Link href={`/${screen}`} onClick={() => setFocus(f.pointer)}>
                        {m(`editor.menu.${screen}`)} – {problemLine(intl, f, text(f))}
                      </Link>
                    </ChakraLink>
                    {showIds && !isEasyMode ? (
                      <Text as="span" fontSize="xs" color="gray.600" ms={2} data-testid="finding-rule-id">
                        {m('editor.validate.ruleId', { id: findingRuleId(f) })}
                      </Text>
                    ) : null}
                    <WhyFinding finding={f} invoice={invoice} easy={isEasyMode} />
                  </List.Item>
                );
              })}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Box data-testid="validate-valid">
          <Alert.Root status="success" mb={4}>
            <Alert.Indicator />
            <Alert.Title>{m('editor.validate.valid')}</Alert.Title>
          </Alert.Root>
          <Text fontWeight="bold" mb={1}>
            {m('editor.validate.syntax')}
          </Text>
          <RadioGroup.Root value={chosen} onValueChange={(e) => setSyntax(e.value as SyntaxChoice)} mb={2}>
            <HStack gap={4}>
              {(['ubl', 'cii'] as const).map((s) => (
                <RadioGroup.Item key={s} value={s} disabled={s === 'cii' && forced.length > 0}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{m(`editor.validate.syntax.${s}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {forced.length > 0 ? (
            <Text fontSize="sm" color="gray.600" mb={2}>
              {m('editor.validate.ublForced')}:{' '}
              {forced.map((r) => m(`editor.validate.ublForced.${r}`)).join(', ')}
            </Text>
          ) : null}
          {/* an XRechnung version only for a public buyer: a business invoice is EN 16931 */}
          <Box maxWidth="xs" mb={4} hidden={recipientKindOf(invoice) === 'business'}>
            <label htmlFor="spec-version">{m('editor.validate.spec')}</label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id="spec-version" value={spec} onChange={(e) => setSpec(e.target.value)}>
                {SPEC_VERSIONS.map((v) => (
                  <option key={v.version} value={v.version}>
                    {v.version}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            {isOutdatedSpecVersion(spec) ? (
              <Text fontSize="sm" color="orange.700" mt={1} data-testid="spec-outdated">
                {m('editor.validate.spec.outdated', { version: spec })}
              </Text>
            ) : null}
          </Box>
          <HStack wrap="wrap">
            <Button onClick={() => run(false)} loading={busy}>
              {m('editor.validate.generate')}
            </Button>
            <Button variant="outline" onClick={() => run(true)} loading={busy}>
              {m('editor.validate.generateSend')}
            </Button>
          </HStack>
          <GenerationProgress progress={progress} />
          {dialog}
        </Box>
      )}
    </EditorFrame>
  );
}

/**
 * Where a generation stands (issue 13 item 16: 1000 lines took seconds): the stage's words — as
 * step k of n when the invoice is saved first — with a bar, in a polite status region, so screen
 * readers hear each stage once. The region stays in the page (empty when idle) so that its
 * announcements are not lost.
 */
function GenerationProgress({ progress }: { progress: GenerateProgress | null }) {
  const intl = useIntl();
  const stage = progress ? intl.formatMessage({ id: `editor.validate.stage.${progress.stage}` }) : '';
  const label =
    progress && progress.total > 1
      ? intl.formatMessage(
          { id: 'editor.validate.progress' },
          { step: progress.step, total: progress.total, stage },
        )
      : stage;
  return (
    <Box role="status" aria-live="polite" data-testid="generate-progress" mt={3} maxWidth="md">
      {progress ? (
        <Progress.Root
          value={progress.total > 1 ? ((progress.step - 0.5) / progress.total) * 100 : null}
          size="sm"
        >
          <Progress.Label mb={1}>{label}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Box>
  );
}
