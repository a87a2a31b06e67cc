import { Box, Grid, Text } from '@chakra-ui/react';
import { browserDetailLines } from '../utils/browser-details';
import type { BrowserDetails } from '../utils/compatibility-report';

/** The browser as this page sees it: brand and version, platform, language, sizes, cookies, connection. */
export function BrowserDetailsList({ details }: { details: BrowserDetails }) {
  return (
    <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }} columnGap="6" rowGap={{ base: '1', sm: '2' }} fontSize="sm">
      {browserDetailLines(details).map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontWeight="600" mt={{ base: '2', sm: '0' }}>
            {label}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
