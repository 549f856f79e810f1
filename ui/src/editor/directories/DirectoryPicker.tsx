/** The editor's directory search: a search box and the first matches, each with a button to take it. */
import { Badge, Box, Button, Field, Heading, HStack, Input, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { EntryFinding } from '../../api/directories';
import { useT } from '../../forms/Screen';

export interface PickerItem {
  id: number;
  label: string;
  detail?: string;
  findings?: EntryFinding[];
}

export function DirectoryPicker(props: {
  kind: 'buyers' | 'articles';
  search: string;
  onSearch: (v: string) => void;
  items: PickerItem[];
  pickLabel: string;
  onPick: (id: number) => void;
  actions?: ReactNode;
  error?: string;
}) {
  const t = useT();
  const { kind, items } = props;
  return (
    <Box
      as="section"
      aria-labelledby={`picker-${kind}`}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mb="4"
      data-testid={`picker-${kind}`}
    >
      <Heading as="h3" size="sm" id={`picker-${kind}`} mb="2">
        {t(`editor.directory.${kind}.title`)}
      </Heading>
      <HStack align="end" wrap="wrap" gap="3">
        <Field.Root maxWidth="sm">
          <Field.Label>{t(`editor.directory.${kind}.search`)}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </Field.Root>
        {props.actions}
      </HStack>
      {props.error && (
        <Text color="red.700" role="alert" mt="2">
          {props.error}
        </Text>
      )}
      {items.length === 0 ? (
        <Text fontSize="sm" mt="2">
          {t('directory.empty')}
        </Text>
      ) : (
        <List.Root listStyleType="none" mt="2" gap="1">
          {items.map((item) => {
            const errors = (item.findings ?? []).filter((f) => f.severity === 'error').length;
            return (
              <List.Item key={item.id}>
                {/* the entry first, its button at the end of the line (also on a phone) */}
                <HStack gap="2" justify="space-between" align="center">
                  <HStack gap="2" wrap="wrap" minWidth="0" rowGap="0">
                    <Text fontWeight="semibold">{item.label}</Text>
                    {item.detail && <Text fontSize="sm">{item.detail}</Text>}
                    {errors > 0 && (
                      <Badge
                        colorPalette="red"
                        variant="solid"
                        title={(item.findings ?? []).map((f) => f.message).join('\n')}
                      >
                        {t('directory.flagged', { count: errors })}
                      </Badge>
                    )}
                  </HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    flexShrink={0}
                    onClick={() => props.onPick(item.id)}
                    aria-label={`${props.pickLabel}: ${item.label}`}
                  >
                    {props.pickLabel}
                  </Button>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
