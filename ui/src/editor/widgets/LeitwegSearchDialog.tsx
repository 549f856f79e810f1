/**
 * Buyer-reference (Leitweg-ID) search dialog of spec §2: filters post code, place and authority
 * name, paging, and an apply action that puts the chosen buyer reference into the field and the
 * authority's name, address and e-mail into the buyer (asking before it overwrites).
 */
import { Button, Dialog, HStack, Input, Portal, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type BuyerReferencePage, type BuyerReferenceRow, searchBuyerReferencesCall } from '../api/calls';

const SIZE = 10;

export function LeitwegSearchDialog({
  open,
  onClose,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  /** the chosen directory entry (its Leitweg-ID, authority name, address and e-mail) */
  onApply: (row: BuyerReferenceRow) => void;
}) {
  const intl = useIntl();
  const [filter, setFilter] = useState({ postCode: '', place: '', name: '' });
  const [result, setResult] = useState<BuyerReferencePage | null>(null);
  const [selectedRow, setSelectedRow] = useState<BuyerReferenceRow | null>(null);
  const selected = selectedRow?.buyerReference ?? null;
  const [failed, setFailed] = useState(false);
  const search = async (page: number) => {
    setFailed(false);
    try {
      setResult(await searchBuyerReferencesCall({ ...filter, page, size: SIZE }));
    } catch {
      setFailed(true);
    }
  };
  const m = (id: string) => intl.formatMessage({ id });
  const pages = result ? Math.max(1, Math.ceil(result.totalElements / SIZE)) : 1;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m('editor.leitweg.search.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack mb={3}>
                {(['postCode', 'place', 'name'] as const).map((k) => (
                  <Input
                    key={k}
                    size="sm"
                    aria-label={m(`editor.leitweg.search.${k}`)}
                    placeholder={m(`editor.leitweg.search.${k}`)}
                    value={filter[k]}
                    onChange={(e) => setFilter({ ...filter, [k]: e.target.value })}
                  />
                ))}
                <Button size="sm" onClick={() => search(0)}>
                  {m('editor.leitweg.search.run')}
                </Button>
              </HStack>
              {failed ? <Text color="red.600">{m('editor.error.technical')}</Text> : null}
              {result ? (
                <Table.Root size="sm" interactive>
                  <Table.Header>
                    <Table.Row>
                      {['buyerReference', 'authorityName', 'email', 'street', 'place'].map((c) => (
                        <Table.ColumnHeader key={c}>{m(`editor.leitweg.col.${c}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.content.map((r) => (
                      <Table.Row
                        key={r.buyerReference}
                        onClick={() => setSelectedRow(r)}
                        bg={selected === r.buyerReference ? 'blue.50' : undefined}
                        cursor="pointer"
                      >
                        <Table.Cell>
                          {/* keyboard and screen readers choose a row by its Leitweg-ID */}
                          <Button
                            size="xs"
                            variant="plain"
                            px={0}
                            aria-pressed={selected === r.buyerReference}
                            onClick={() => setSelectedRow(r)}
                          >
                            {r.buyerReference}
                          </Button>
                        </Table.Cell>
                        <Table.Cell>{r.authorityName}</Table.Cell>
                        <Table.Cell>{r.email}</Table.Cell>
                        <Table.Cell>{[r.street, r.number].filter(Boolean).join(' ')}</Table.Cell>
                        <Table.Cell>{[r.postCode, r.place].filter(Boolean).join(' ')}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              ) : null}
              {result ? (
                <HStack mt={2}>
                  <Button
                    size="xs"
                    aria-label={m('list.previous')}
                    disabled={result.page <= 0}
                    onClick={() => search(result.page - 1)}
                  >
                    ‹
                  </Button>
                  <Text fontSize="sm">
                    {result.page + 1} / {pages}
                  </Text>
                  <Button
                    size="xs"
                    aria-label={m('list.next')}
                    disabled={result.page + 1 >= pages}
                    onClick={() => search(result.page + 1)}
                  >
                    ›
                  </Button>
                </HStack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {m('editor.action.cancel')}
              </Button>
              <Button
                disabled={!selected}
                onClick={() => {
                  if (selectedRow) onApply(selectedRow);
                  onClose();
                }}
              >
                {m('editor.leitweg.search.apply')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
