/**
 * Buyer reference (BT-10) with Leitweg-ID check-digit feedback and the directory search dialog.
 * Other buyer references (not shaped like a Leitweg-ID) are accepted without feedback. A picked
 * directory entry fills the buyer's name, address and e-mail as well.
 */
import { Button, HStack, Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { takeBuyerFromDirectory } from '../actions/buyerFromDirectory';
import { leitwegFeedback, looksLikeLeitwegId } from '../format/leitwegId';
import { TextFieldFrame } from './TextFieldFrame';

const LeitwegSearchDialog = lazy(() =>
  import('./LeitwegSearchDialog').then((m) => ({ default: m.LeitwegSearchDialog })),
);

export function LeitwegIdWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const intl = useIntl();
  const [searching, setSearching] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const feedback = looksLikeLeitwegId(text) ? leitwegFeedback(text) : undefined;
  const hint = feedback === 'valid' ? intl.formatMessage({ id: 'editor.widget.leitweg.valid' }) : undefined;
  const problem =
    feedback === 'checkDigits' && intl.formatMessage({ id: 'editor.widget.leitweg.checkDigits' });
  // The dialog stays outside the field frame: its filters must not inherit the field's invalid state.
  return (
    <>
      <TextFieldFrame widget={props} problems={[problem]} hint={hint}>
        <HStack width="full">
          <Input
            id={id}
            name={id}
            size="sm"
            value={text}
            readOnly={readonly}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
            onBlur={(e) => onBlur(id, e.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={readonly || disabled}
            onClick={() => setSearching(true)}
          >
            {intl.formatMessage({ id: 'editor.leitweg.search.open' })}
          </Button>
        </HStack>
      </TextFieldFrame>
      {searching ? (
        <Suspense fallback={null}>
          <LeitwegSearchDialog
            open={searching}
            onClose={() => setSearching(false)}
            onApply={(row) => {
              onChange(row.buyerReference);
              void takeBuyerFromDirectory(row);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
