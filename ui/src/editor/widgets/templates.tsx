/**
 * Light templates (STACK 16: the theme's Fieldset-per-field doubles the cost of larger forms):
 * a plain field wrapper, objects as a titled grid, arrays with add and a confirmed delete per item.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { t } from '../../i18n';
import { confirm } from '../ui/confirm';

export function FieldTemplate(props: FieldTemplateProps) {
  const { hidden, children, schema, rawErrors, id } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const container = schema.type === 'object' || schema.type === 'array';
  return (
    <Box
      data-field={id}
      gridColumn={container || props.uiSchema?.['ui:options']?.wide ? '1 / -1' : undefined}
    >
      {children}
      {container && rawErrors && rawErrors.length > 0 ? (
        <Text color="red.600" fontSize="sm">
          {rawErrors.join(' ')}
        </Text>
      ) : null}
    </Box>
  );
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, fieldPathId } = props;
  // a { Content } wrapper shows as its one field, without a heading of the same name
  const wrapper = properties.filter((p) => !p.hidden).every((p) => p.name === 'Content');
  const nested = fieldPathId.path.length > 0 && !wrapper;
  return (
    <Box as="section" gridColumn="1 / -1" mt={nested ? 3 : 0} data-group={fieldPathId.$id}>
      {title && nested ? (
        <Heading as="h3" size="sm" mb={2}>
          {title}
        </Heading>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        {properties.map((p) =>
          p.hidden ? (
            <div key={p.name} style={{ display: 'none' }}>
              {p.content}
            </div>
          ) : (
            p.content
          ),
        )}
      </SimpleGrid>
    </Box>
  );
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, readonly, disabled, fieldPathId, uiSchema } = props;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? props.title;
  // a one-field section's heading already names the list (GroupSection)
  const headingShown = uiSchema?.['ui:options']?.headingShown !== false;
  const intl = useIntl();
  return (
    <Box as="section" gridColumn="1 / -1" mt={headingShown ? 3 : 0} data-array={fieldPathId.$id}>
      {title && headingShown ? (
        <Heading as="h3" size="sm" mb={2}>
          {title}
        </Heading>
      ) : null}
      <Stack gap={3}>{items}</Stack>
      {canAdd && !readonly && !disabled ? (
        <Button
          size="xs"
          mt={2}
          variant="outline"
          onClick={onAddClick}
          aria-label={`${intl.formatMessage({ id: 'editor.action.add' })}: ${title ?? ''}`}
        >
          + {intl.formatMessage({ id: 'editor.action.add' })}
        </Button>
      ) : null}
    </Box>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, readonly, disabled } = props;
  const remove = async () => {
    if (await confirm(t('editor.confirm.delete.title'), t('editor.confirm.delete.text')))
      buttonsProps.onRemoveItem();
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} data-item={index}>
      {children}
      {buttonsProps.hasRemove && !readonly && !disabled ? (
        <HStack justify="flex-end" mt={2}>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
            {t('editor.action.delete')}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}
