/**
 * Logo and letterhead of the invoice PDF (issue 16 item 4): kept beside the master data (their
 * own server resource, saved by their own buttons), shown in the PDF's letterhead.
 */
import { Box, Button, Heading, HStack, Image, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteLogoCall, getBrandingCall, getLogoCall, saveLetterheadCall, saveLogoCall } from '../api/calls';
import { toast } from '../ui/confirm';

export function BrandingPanel() {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const [letterhead, setLetterhead] = useState('');
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const showLogo = async (has: boolean) => {
    const next = has ? URL.createObjectURL(await getLogoCall()) : null;
    setLogoUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return next;
    });
  };
  useEffect(() => {
    void getBrandingCall()
      .then(async (b) => {
        setLetterhead(b.letterhead);
        if (b.logoType !== null) setLogoUrl(URL.createObjectURL(await getLogoCall()));
      })
      .catch(() => undefined);
  }, []);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      toast('success', m('editor.branding.saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : m('editor.error.technical'));
    }
  };
  return (
    <Box as="section" mt={8} data-testid="branding-panel">
      <Heading as="h2" size="md" mb={2}>
        {m('editor.branding.title')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb={3}>
        {m('editor.branding.hint')}
      </Text>
      <HStack align="flex-start" gap={6} wrap="wrap">
        <Box flex="1 1 20rem" minW="0">
          {/* labelled as the form's other fields are (size and weight of Field.Label) */}
          <Text asChild display="block" fontSize="sm" fontWeight="medium" mb={1.5}>
            <label htmlFor="branding-letterhead">{m('editor.branding.letterhead')}</label>
          </Text>
          <Textarea
            id="branding-letterhead"
            rows={3}
            maxLength={1000}
            value={letterhead}
            onChange={(e) => setLetterhead(e.target.value)}
          />
          <Button size="sm" mt={2} onClick={() => run(() => saveLetterheadCall(letterhead))}>
            {m('editor.branding.saveLetterhead')}
          </Button>
        </Box>
        <Box flex="1 1 16rem" minW="0">
          <Text fontSize="sm" fontWeight="medium" mb={1.5}>
            {m('editor.branding.logo')}
          </Text>
          {logoUrl ? <Image src={logoUrl} alt={m('editor.branding.logo')} maxH="56px" mb={2} /> : null}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label={m('editor.branding.upload')}
            data-testid="branding-logo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void run(async () => showLogo((await saveLogoCall(file)).logoType !== null));
              e.target.value = '';
            }}
          />
          <Text fontSize="sm" color="gray.700" mb={1} id="branding-upload-hint">
            {m('editor.branding.uploadHint')}
          </Text>
          <HStack gap={2} wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              aria-describedby="branding-upload-hint"
              onClick={() => input.current?.click()}
            >
              {m('editor.branding.upload')}
            </Button>
            {logoUrl ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => run(async () => showLogo((await deleteLogoCall()).logoType !== null))}
              >
                {m('editor.branding.remove')}
              </Button>
            ) : null}
          </HStack>
        </Box>
      </HStack>
      {error ? (
        <Text role="alert" color="red.700" mt={2}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
