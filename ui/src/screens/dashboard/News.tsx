/** News of the portal (GET /api/textresource?type=NEWS) in the UI language; nothing when there are none. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { getNews } from '../../api/calls';
import type { NewsItem } from '../../api/types';
import { useT } from '../../forms/Screen';
import { formatDate } from '../../i18n/formats';
import { localeAtom } from '../../state/app';

export function News() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [items, setItems] = useState<NewsItem[]>([]);
  useEffect(() => {
    // news are optional: a failure leaves the dashboard as it is
    getNews()
      .then((list) => setItems(Array.isArray(list) ? list : []))
      .catch(() => setItems([]));
  }, []);
  if (items.length === 0) return null;
  return (
    <Stack gap="3" mb="6" as="section" aria-label={t('dashboard.news')}>
      <Heading as="h2" size="md">
        {t('dashboard.news')}
      </Heading>
      {items.map((n) => (
        <Box key={n.id} borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">
            {(locale === 'en' ? n.title_en : n.title_de) ?? n.title_de} · {formatDate(n.createdDate, locale)}
          </Text>
          <Text whiteSpace="pre-wrap">{(locale === 'en' ? n.text_en : n.text_de) ?? n.text_de}</Text>
        </Box>
      ))}
    </Stack>
  );
}
