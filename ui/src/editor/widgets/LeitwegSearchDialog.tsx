/**
 * Buyer-reference (Leitweg-ID) search dialog of spec §2: filters post code, place and authority
 * name, paging, and the results in the list pattern (a table from 768 px, cards below) whose main
 * action "Übernehmen" (named with the row's Leitweg-ID and authority) puts the chosen buyer
 * reference into the field and the authority's name, address and e-mail into the buyer (asking
 * before it overwrites).
 */
import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ListView } from '../../ui/ListView';
import { Pager } from '../../ui/Pager';
import { SPACE } from '../../ui/patterns';
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
  const take = (row: BuyerReferenceRow) => {
    onApply(row);
    onClose();
  };
  const useLabel = m('editor.leitweg.search.apply');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* wide enough at 1280 px for the five columns and the row's button */}
          <Dialog.Content maxWidth={{ lg: '5xl' }}>
            <Dialog.Header>
              <Dialog.Title>{m('editor.leitweg.search.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                aria-label={m('editor.leitweg.search.title')}
                onSubmit={(e) => {
                  e.preventDefault();
                  void search(0);
                }}
              >
                {/* visible labels (a placeholder goes away while typing); the button on the fields' line */}
                <Stack
                  direction={{ base: 'column', sm: 'row' }}
                  gap={SPACE.inline}
                  mb={SPACE.row}
                  align={{ sm: 'end' }}
                >
                  {(['postCode', 'place', 'name'] as const).map((k) => (
                    <Field.Root key={k}>
                      <Field.Label fontSize="sm">{m(`editor.leitweg.search.${k}`)}</Field.Label>
                      <Input
                        size="sm"
                        value={filter[k]}
                        onChange={(e) => setFilter({ ...filter, [k]: e.target.value })}
                      />
                    </Field.Root>
                  ))}
                  <Button size="sm" type="submit" flexShrink={0}>
                    {m('editor.leitweg.search.run')}
                  </Button>
                </Stack>
              </form>
              {failed ? <Text color="red.600">{m('editor.error.technical')}</Text> : null}
              {result ? (
                <>
                  <ListView
                    caption={m('editor.leitweg.search.results')}
                    rows={result.content}
                    rowKey={(r) => r.buyerReference}
                    rowTestId="leitweg-row"
                    testId="leitweg-results"
                    empty={m('editor.leitweg.search.none')}
                    columns={[
                      {
                        key: 'buyerReference',
                        label: m('editor.leitweg.col.buyerReference'),
                        // one line in the table; a card's title may wrap a long one
                        render: (r) => (
                          <Text as="span" whiteSpace={{ md: 'nowrap' }}>
                            {r.buyerReference}
                          </Text>
                        ),
                      },
                      {
                        key: 'authorityName',
                        label: m('editor.leitweg.col.authorityName'),
                        render: (r) => r.authorityName,
                      },
                      { key: 'email', label: m('editor.leitweg.col.email'), render: (r) => r.email },
                      {
                        key: 'street',
                        label: m('editor.leitweg.col.street'),
                        render: (r) => [r.street, r.number].filter(Boolean).join(' '),
                      },
                      {
                        key: 'place',
                        label: m('editor.leitweg.col.place'),
                        render: (r) => [r.postCode, r.place].filter(Boolean).join(' '),
                      },
                    ]}
                    actionsLabel={m('editor.leitweg.col.actions')}
                    actions={(r) => (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`${useLabel}: ${[r.buyerReference, r.authorityName].filter(Boolean).join(' ')}`}
                        onClick={() => take(r)}
                      >
                        {useLabel}
                      </Button>
                    )}
                  />
                  <Pager
                    page={result.page}
                    size={SIZE}
                    total={result.totalElements}
                    onPage={(p) => void search(p)}
                    infoKey="editor.leitweg.search.pageInfo"
                    shortKey="editor.leitweg.search.pageInfoShort"
                    testId="leitweg-page-info"
                  />
                </>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {m('editor.action.cancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
