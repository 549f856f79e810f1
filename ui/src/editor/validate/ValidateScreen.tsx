/**
 * Validate screen (spec §2, §8): 'Die Rechnung ist nicht valide' with every error as a link to
 * its screen and field; when valid, the syntax (UBL forced where the spec says), the
 * specification version, generate and download, generate and send. Easy mode names the choices in
 * plain words (issue 27): "XRechnung im Format UBL (üblich)", the XRechnung version with its
 * validity; advanced mode keeps the technical names (syntax, UN/CEFACT CII, BT-149).
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
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { localeAtom } from '../../state/app';
import { useFindingText } from '../form/useFindingsText';
import { toDisplayDate } from '../format/dates';
import type { UiLocale } from '../format/numbers';
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
  const locale = useAtomValue(localeAtom);
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
  // easy mode's plain words where there are any (editor.validate.plain.*), else the technical ones
  const say = (id: string, values?: Record<string, string | number>) => {
    const plain = id.replace('editor.validate.', 'editor.validate.plain.');
    return m(isEasyMode && intl.messages[plain] ? plain : id, values);
  };
  const kind = recipientKindOf(invoice);
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
            {say('editor.validate.syntax')}
          </Text>
          <RadioGroup.Root value={chosen} onValueChange={(e) => setSyntax(e.value as SyntaxChoice)} mb={2}>
            <HStack gap={4}>
              {(['ubl', 'cii'] as const).map((s) => (
                <RadioGroup.Item key={s} value={s} disabled={s === 'cii' && forced.length > 0}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{say(`editor.validate.syntax.${s}`, { kind })}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {forced.length > 0 ? (
            <Text fontSize="sm" color="gray.600" mb={2}>
              {say('editor.validate.ublForced')}:{' '}
              {forced.map((r) => say(`editor.validate.ublForced.${r}`)).join(', ')}
            </Text>
          ) : isEasyMode ? (
            <Text fontSize="sm" color="gray.600" mb={2} data-testid="syntax-hint">
              {say('editor.validate.syntax.hint')}
            </Text>
          ) : null}
          {/* an XRechnung version only for a public buyer: a business invoice is EN 16931 */}
          <Box maxWidth="xs" mb={4} hidden={kind === 'business'}>
            <label htmlFor="spec-version">{say('editor.validate.spec')}</label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id="spec-version" value={spec} onChange={(e) => setSpec(e.target.value)}>
                {SPEC_VERSIONS.map((v) => (
                  <option key={v.version} value={v.version}>
                    {isEasyMode ? versionInWords(intl, locale, v) : v.version}
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

/** A version with its validity in plain words: "3.0.1 (aktuell gültig)", "2.3.1 (gültig bis 31.01.2024)". */
function versionInWords(intl: IntlShape, locale: UiLocale, v: (typeof SPEC_VERSIONS)[number]): string {
  return v.until
    ? intl.formatMessage(
        { id: 'editor.validate.plain.spec.until' },
        { version: v.version, date: toDisplayDate(v.until, locale) },
      )
    : intl.formatMessage({ id: 'editor.validate.plain.spec.current' }, { version: v.version });
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
