/**
 * The top navigation of a logged-in user: start page, the two invoice lists, recurring invoices,
 * archive, and the customer and article directories. From 1024 px the links form the header's
 * second row (the current one marked for eyes and screen readers), so that the first row keeps
 * its empty middle for the toasts (ui/toaster.tsx); below, one "Menü" button opens them.
 */
import { Box, Button, Link as ChakraLink, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ActionMenu } from '../ui/ActionMenu';
import { focusHeadingOf } from '../ui/navFocus';

export const NAV_ITEMS = [
  { href: '/Dashboard', labelId: 'nav.start' },
  { href: '/invoices-in-progress', labelId: 'nav.inProgress' },
  { href: '/invoices-sent', labelId: 'nav.sent' },
  { href: '/schedules', labelId: 'nav.schedules' },
  { href: '/archive', labelId: 'nav.archive' },
  { href: '/buyers', labelId: 'nav.buyers' },
  { href: '/articles', labelId: 'nav.articles' },
] as const;

const isCurrent = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

function useNav() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  return { intl, location, navigate, label: intl.formatMessage({ id: 'nav.label' }) };
}

/** The links as the header's second row, from 1024 px. */
export function TopNavLinks() {
  const { intl, location, label } = useNav();
  return (
    <Box as="nav" aria-label={label} hideBelow="lg" data-testid="top-nav" bg="blackAlpha.300" px="4" py="1.5">
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(location, item.href);
          return (
            <li key={item.href}>
              <ChakraLink
                asChild
                color="white"
                display="inline-block"
                px="2.5"
                py="1"
                borderRadius="md"
                fontSize="sm"
                fontWeight={current ? 'semibold' : 'normal'}
                bg={current ? 'blackAlpha.400' : undefined}
                textDecoration={current ? 'underline' : 'none'}
                textUnderlineOffset="4px"
                _hover={{ bg: 'blackAlpha.300', textDecoration: 'underline' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '1px' }}
              >
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => focusHeadingOf(item.href)}
                >
                  {intl.formatMessage({ id: item.labelId })}
                </Link>
              </ChakraLink>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}

/** One "Menü" button with the same entries, below 1024 px (in the header's first row). */
export function TopNavMenu() {
  const { intl, location, navigate, label } = useNav();
  return (
    <Box hideFrom="lg">
      <ActionMenu
        label={label}
        items={NAV_ITEMS.map((item) => ({
          value: item.href,
          label: intl.formatMessage({ id: item.labelId }),
          run: () => {
            navigate(item.href);
            focusHeadingOf(item.href);
          },
          current: isCurrent(location, item.href),
        }))}
        trigger={
          <Button
            variant="outline"
            size="sm"
            color="white"
            _hover={{ bg: 'blackAlpha.200' }}
            data-testid="nav-menu"
          >
            {intl.formatMessage({ id: 'nav.menu' })}
          </Button>
        }
      />
    </Box>
  );
}
