/**
 * One section of a screen: a group of the model (or some header fields) as one rjsf form, with
 * the spec's toggle when the section is optional. Findings under the section's path become the
 * form's extraErrors; edits go straight into the working invoice.
 */
import { Box, Heading, Stack, Switch } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorSchemaFor } from '../model/errorSchema';
import { editorSchema } from '../model/invoiceSchema';
import { getIn, newId, setIn } from '../model/paths';
import { pickProperties, schemaAt } from '../model/schemaTools';
import { EASY_MODE_UI, mergeUi, uiFor } from '../model/uiFor';
import type { Section, ToggleKey } from '../screens/screenDefs';
import { findingsAtom, uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm } from '../ui/confirm';
import { SchemaForm } from './SchemaForm';
import { useFindingText } from './useFindingsText';

function shallowEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

function hasContent(value: Json): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.entries(value).some(([k, v]) => k !== 'id' && hasContent(v));
  return true;
}

export function SectionToggle({ toggle, dataPath }: { toggle: ToggleKey; dataPath: string[] }) {
  const intl = useIntl();
  const settings = useAtomValue(uiSettingsAtom);
  const setSettings = useSetAtom(uiSettingsAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const on = settings[toggle];
  const flip = async () => {
    if (on) {
      if (
        hasContent(getIn(appStore.get(workingInvoiceAtom), dataPath)) &&
        !(await confirm(t('editor.confirm.delete.title'), t('editor.confirm.section.off')))
      )
        return;
      setInvoice((inv) => setIn(inv, dataPath, undefined));
    } else {
      setInvoice((inv) => (getIn(inv, dataPath) ? inv : setIn(inv, dataPath, { id: newId() })));
    }
    setSettings((s) => ({ ...s, [toggle]: !on }));
  };
  return (
    <Switch.Root checked={on} onCheckedChange={flip} size="sm" my={2}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{intl.formatMessage({ id: `editor.toggle.${toggle}` })}</Switch.Label>
    </Switch.Root>
  );
}

export function GroupSection({
  section,
  screenUi,
  screen,
}: {
  section: Section;
  screenUi?: Json;
  /** the screen's name: a section titled the same leaves its title to the screen's heading */
  screen?: string;
}) {
  const intl = useIntl();
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const settings = useAtomValue(uiSettingsAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const text = useFindingText();
  const { path, fields } = section;
  const dataAtom = useMemo(
    () =>
      selectAtom(
        workingInvoiceAtom,
        (inv) => {
          const node = getIn(inv, path);
          if (!fields) return node;
          const picked: Json = {};
          for (const f of fields) if (node?.[f] !== undefined) picked[f] = node[f];
          return picked;
        },
        fields ? shallowEqual : Object.is,
      ),
    [path, fields],
  );
  const data = useAtomValue(dataAtom);
  const hiddenSubs = (section.subToggles ?? []).filter((s) => !settings[s.toggle]).map((s) => s.property);
  const hiddenKey = hiddenSubs.join(',');
  const schema = useMemo(() => {
    const group = schemaAt(editorSchema(isEasyMode), path);
    let s = fields ? pickProperties(group, fields) : group;
    if (hiddenKey) {
      const properties = { ...s.properties };
      for (const p of hiddenKey.split(',')) delete properties[p];
      s = { ...s, properties };
    }
    const { title: _t, description: _d, ...rest } = s ?? {};
    return rest;
  }, [isEasyMode, path, fields, hiddenKey]);
  const uiSchema = useMemo(
    () =>
      mergeUi(
        mergeUi(
          uiFor(intl, schema, path[path.length - 1] ?? 'Invoice', {
            helpVisible: settings.helpVisible,
            easy: isEasyMode,
          }),
          screenUi ?? {},
        ),
        mergeUi(isEasyMode ? EASY_MODE_UI : {}, underSectionHeading(fields)),
      ),
    [intl, schema, path, settings.helpVisible, screenUi, isEasyMode, fields],
  );
  const findingsSlice = useAtomValue(findingsAtom);
  const only = useMemo(() => (fields ? new Set(fields) : undefined), [fields]);
  const extraErrors = useMemo(
    () => errorSchemaFor(findingsSlice, path, text, only),
    [findingsSlice, path, text, only],
  );
  const onChange = useCallback(
    (next: Json) => {
      setInvoice((inv) => {
        if (!fields) return setIn(inv, path, next);
        let out = inv;
        for (const f of fields) out = setIn(out, [...path, f], next?.[f]);
        return out;
      });
    },
    [setInvoice, path, fields],
  );
  const shown = !section.toggle || settings[section.toggle];
  if (isEasyMode && section.advancedOnly) return null;
  const title = intl.formatMessage({ id: `editor.section.${section.key}` });
  // a section whose fields are all advanced-only (third-party claims) has nothing in easy mode
  if (fields && Object.keys(schema?.properties ?? {}).length === 0) return null;
  return (
    <Box as="section" mb={6} data-section={section.key}>
      {title === screen ? null : (
        <Heading as="h3" size="md" mb={2}>
          {title}
        </Heading>
      )}
      {section.toggle ? <SectionToggle toggle={section.toggle} dataPath={path} /> : null}
      {shown ? (
        <Stack gap={2}>
          {(section.subToggles ?? []).map((s) => (
            <SectionToggle key={s.property} toggle={s.toggle} dataPath={[...path, s.property]} />
          ))}
          <SchemaForm
            id={`f_${section.key}`}
            schema={schema}
            uiSchema={uiSchema}
            formData={data ?? {}}
            extraErrors={extraErrors}
            onChange={onChange}
          />
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * A section of one field (notes, preceding invoices, allowances, third-party claims) is titled by
 * the section's heading: the field's list does not show a second heading below it.
 */
function underSectionHeading(fields: string[] | undefined): Json {
  return fields?.length === 1 ? { [fields[0]]: { 'ui:options': { headingShown: false } } } : {};
}
