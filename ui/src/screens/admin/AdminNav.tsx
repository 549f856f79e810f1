/** Navigation between the administration screens. */
import { Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../forms/Screen';
import { focusHeadingOf } from '../../ui/navFocus';

const ITEMS = [
  { href: '/address', key: 'title.address' },
  { href: '/ssouser', key: 'title.users' },
  { href: '/audit-log', key: 'title.auditLog' },
  { href: '/mail-texts', key: 'title.mailTexts' },
  { href: '/address-delete', key: 'title.addressDelete' },
];

export function AdminNav() {
  const t = useT();
  const [location] = useLocation();
  return (
    <HStack as="nav" gap="5" rowGap="2" wrap="wrap" mb="5" aria-label={t('menu.administration')}>
      {ITEMS.map((i) => (
        <ChakraLink key={i.href} asChild fontWeight={location === i.href ? 'bold' : undefined}>
          <Link
            href={i.href}
            aria-current={location === i.href ? 'page' : undefined}
            onClick={() => focusHeadingOf(i.href)}
          >
            {t(i.key)}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
