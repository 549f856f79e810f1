/** A place to drop a file, or to choose one (a real file input, so the keyboard and screen readers reach it). */
import { Box, Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useT } from '../../forms/Screen';

export function FileDrop({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'blue.600' : 'gray.400'}
      borderRadius="md"
      p="6"
      textAlign="center"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Text mb="3">{t('check.drop')}</Text>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xml,application/xml,text/xml,.pdf,application/pdf"
        aria-label={t('check.choose')}
        data-testid="check-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      <Button colorPalette="blue" loading={busy} onClick={() => input.current?.click()}>
        {t('check.choose')}
      </Button>
    </Box>
  );
}
