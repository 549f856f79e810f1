/**
 * A drop zone for files: drag files onto it, or press its button (Tab, Enter) to open the file
 * chooser. It says which files it takes (the `hint`, e.g. types and size limits) and lists the
 * files it refused with the reason in plain words (`problems`, announced to screen readers).
 * The file input itself stays in the page (hidden) under the zone's label.
 */
import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

export interface DropZoneProps {
  /** the name of the input and the zone, e.g. "Dateien anhängen" */
  label: string;
  hint: string;
  accept?: string;
  multiple?: boolean;
  problems?: string[];
  onFiles: (files: File[]) => void | Promise<void>;
  testId?: string;
}

export function DropZone({ label, hint, accept, multiple, problems = [], onFiles, testId }: DropZoneProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = async (files: FileList | null) => {
    await onFiles(Array.from(files ?? []));
    if (input.current) input.current.value = '';
  };
  const dragOver = (e: DragEvent) => {
    e.preventDefault();
    setOver(true);
  };
  return (
    <Box
      data-testid={testId}
      data-drag-over={over ? 'true' : undefined}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'blue.600' : 'border.emphasized'}
      bg={over ? 'blue.50' : 'bg.subtle'}
      borderRadius="md"
      px={{ base: 3, md: 5 }}
      py={4}
      mb={4}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void take(e.dataTransfer.files);
      }}
    >
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        onChange={(e) => void take(e.target.files)}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap={3}>
        <Text>{intl.formatMessage({ id: multiple ? 'dropzone.dropMany' : 'dropzone.dropOne' })}</Text>
        <Button size="sm" variant="outline" bg="bg" onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: multiple ? 'dropzone.chooseMany' : 'dropzone.chooseOne' })}
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt={2}>
        {hint}
      </Text>
      <Box role="alert" data-testid={testId ? `${testId}-problems` : undefined}>
        {problems.length > 0 ? (
          <Box mt={3} color="fg.error">
            <Text fontWeight="semibold">{intl.formatMessage({ id: 'dropzone.refused' })}</Text>
            <List.Root ps={4}>
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
