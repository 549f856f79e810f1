/** A screen made of schema sections (invoice data, seller, buyer, delivery, totals, ...). */
import { Box, Button } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { transferMasterData } from '../actions/transferMasterData';
import { BuyerDirectoryBar } from '../directories/BuyerDirectoryBar';
import { GroupSection } from '../form/GroupSection';
import { EditorFrame } from '../layout/EditorFrame';
import { RecipientChoice } from './RecipientChoice';
import { ServiceDateChoice } from './ServiceDateChoice';
import { SCREEN_SECTIONS, type ScreenId } from './screenDefs';
import { screenUiSchema } from './screenUi';

export function SectionScreen({
  screen,
  before,
  after,
}: {
  screen: ScreenId;
  before?: React.ReactNode;
  after?: React.ReactNode;
}) {
  const sections = SCREEN_SECTIONS[screen] ?? [];
  const ui = screenUiSchema(screen);
  const intl = useIntl();
  return (
    <EditorFrame screen={screen}>
      {screen === 'SellerInformationView' ? (
        <Button size="sm" variant="outline" mb={4} onClick={() => transferMasterData('seller')}>
          {intl.formatMessage({ id: 'editor.masterdata.transfer.button' })}
        </Button>
      ) : null}
      {screen === 'BuyerInformationView' ? <RecipientChoice /> : null}
      {screen === 'BuyerInformationView' ? <BuyerDirectoryBar /> : null}
      {before}
      <Box>
        {sections.map((s) => (
          <Fragment key={s.key}>
            <GroupSection
              section={s}
              screenUi={ui?.[s.key]}
              screen={intl.formatMessage({ id: `editor.menu.${screen}` })}
            />
            {/* the date of supply or period of service (§ 14 (4) UStG), asked in easy mode too */}
            {s.key === 'invoiceData' ? <ServiceDateChoice /> : null}
          </Fragment>
        ))}
      </Box>
      {after}
    </EditorFrame>
  );
}
