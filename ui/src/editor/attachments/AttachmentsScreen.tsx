/**
 * Attachments and references (spec §2, §9): add files within the limits, the attachments table
 * (number, file name, type, size, status, action), and the supporting documents with external
 * references as a schema form.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../i18n';
import { DropZone } from '../../ui/DropZone';
import { type ListColumn, ListView } from '../../ui/ListView';
import { GroupSection } from '../form/GroupSection';
import { EditorFrame } from '../layout/EditorFrame';
import { newId } from '../model/paths';
import { mergeUi } from '../model/uiFor';
import type { Section } from '../screens/screenDefs';
import { screenUiSchema } from '../screens/screenUi';
import { attachmentCountersAtom, workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm } from '../ui/confirm';
import {
  base64Size,
  checkAttachment,
  countAttachments,
  formatKilobytes,
  formatMegabytes,
  mimeFor,
} from './limits';

const SECTION: Section = {
  key: 'supportingDocuments',
  path: [],
  fields: ['ADDITIONAL_SUPPORTING_DOCUMENTS'],
};
const UI = {
  ADDITIONAL_SUPPORTING_DOCUMENTS: {
    items: { Attached_document: { 'ui:widget': 'hidden', 'ui:field': () => null } },
  },
};

const SCREEN_UI = mergeUi(screenUiSchema('AdditionalSupportingDocumentsView')?.documents ?? {}, UI);

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function AttachmentsScreen() {
  const intl = useIntl();
  const [invoice, setInvoice] = useAtom(workingInvoiceAtom);
  const counters = useAtomValue(attachmentCountersAtom);
  const [, setCounters] = useAtom(attachmentCountersAtom);
  const [refused, setRefused] = useState<string[]>([]);
  const docs: Json[] = invoice?.ADDITIONAL_SUPPORTING_DOCUMENTS ?? [];
  const apply = (next: Json[]) => {
    setInvoice((inv) => ({ ...inv, ADDITIONAL_SUPPORTING_DOCUMENTS: next }));
    setCounters(countAttachments(next));
  };
  const add = async (files: File[]) => {
    let next = docs;
    let current = countAttachments(next);
    const problems: string[] = [];
    for (const file of files) {
      const problem = checkAttachment(file, current, invoice?.Invoice_type_code);
      if (problem) {
        problems.push(`${file.name}: ${t(`editor.attachments.problem.${problem}`)}`);
        continue;
      }
      const name = file.name;
      const content = await readBase64(file);
      next = [
        ...next,
        {
          id: newId(),
          Supporting_document_reference: name,
          Attached_document: { Content: content, Filename: name, Mime_Code: mimeFor(file) },
        },
      ];
      current = countAttachments(next);
    }
    apply(next);
    setRefused(problems);
  };
  const remove = async (index: number) => {
    if (!(await confirm(t('editor.confirm.delete.title'), t('editor.confirm.delete.text')))) return;
    apply(docs.filter((_, i) => i !== index));
  };
  const files = docs.map((d, i) => ({ d, i })).filter(({ d }) => d.Attached_document?.Filename);
  return (
    <EditorFrame screen="AdditionalSupportingDocumentsView">
      <DropZone
        label={intl.formatMessage({ id: 'editor.attachments.add' })}
        hint={intl.formatMessage({ id: 'editor.attachments.hint' })}
        accept=".pdf,.png,.jpg,.jpeg,.xlsx,.ods,.csv,.xml"
        multiple
        problems={refused}
        onFiles={add}
        testId="attachments-drop"
      />
      <Text fontSize="sm" mb={files.length > 0 ? 2 : 6} data-testid="attachment-counters">
        {intl.formatMessage(
          { id: 'editor.attachments.counters' },
          {
            count: counters.attachmentCount,
            size: formatMegabytes(counters.cumulativeFileSize, intl.locale),
          },
        )}
      </Text>
      {/* no empty table: the counters above already say "0 files" */}
      {files.length > 0 && (
        <Box mb={6}>
          <ListView
            caption={intl.formatMessage({ id: 'editor.attachments.title' })}
            testId="attachments-table"
            rowTestId="attachment-row"
            rows={files.map((f, n) => ({ ...f, n }))}
            rowKey={({ d, i }) => d.id ?? i}
            columns={(
              [
                { key: 'fileName', render: ({ d }) => d.Attached_document.Filename },
                { key: 'number', render: ({ n }) => n + 1, numeric: true },
                { key: 'type', render: ({ d }) => d.Attached_document.Mime_Code },
                {
                  key: 'size',
                  numeric: true,
                  render: ({ d }) =>
                    formatKilobytes(base64Size(d.Attached_document.Content ?? ''), intl.locale),
                },
                {
                  key: 'status',
                  render: () => intl.formatMessage({ id: 'editor.attachments.status.attached' }),
                },
              ] as Omit<ListColumn<(typeof files)[number] & { n: number }>, 'label'>[]
            ).map((c) => ({ ...c, label: intl.formatMessage({ id: `editor.attachments.col.${c.key}` }) }))}
            actionsLabel={intl.formatMessage({ id: 'editor.attachments.col.action' })}
            actions={({ i }) => (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(i)}>
                {intl.formatMessage({ id: 'editor.action.delete' })}
              </Button>
            )}
          />
        </Box>
      )}
      <Box>
        <GroupSection section={SECTION} screenUi={SCREEN_UI} />
      </Box>
    </EditorFrame>
  );
}
