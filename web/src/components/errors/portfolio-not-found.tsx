import { Box, Button, Circle, Container, Flex, Heading, Icon, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeftIcon, HouseIcon, SearchXIcon } from '../icons/site-icons';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { brand } from '@/lib/config';
import { NAV_HEIGHT } from '../layout/layout-constants';
import { searchedValue } from './searched-value';
import { surfaceCardStyles } from '../ui/styles';

export interface PortfolioNotFoundProps {
  /**
   * What the visitor looked for (e.g. the username of a portfolio whose profile fetch
   * failed). Defaults to a value of the current query string; pass null to echo nothing.
   */
  searched?: string | null;
}

/**
 * The not-found page (spec 01 §2). Shown for unknown paths and, by the portfolio pages,
 * when a profile fetch fails.
 */
export function PortfolioNotFound({ searched }: PortfolioNotFoundProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const echoed = searched === undefined ? searchedValue(params) : searched?.trim() || null;
  const year = new Date().getFullYear();

  const goBack = () => {
    // With no earlier entry (a tab opened on this URL) "back" would do nothing: go home.
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" pt={NAV_HEIGHT}>
      <title>{`Portfolio Not Found · ${brand.name}`}</title>
      <Flex flex="1" align="center" justify="center" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
        <Container maxW="xl" px="0">
          <Stack
            align="center"
            textAlign="center"
            gap={{ base: '5', md: '6' }}
            {...surfaceCardStyles}
            rounded="2xl"
            boxShadow="0 20px 50px -24px rgba(15, 15, 30, 0.25)"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '14' }}
          >
            <Circle size={{ base: '16', md: '20' }} bg="brand.subtle" color="brand.fg">
              <Icon boxSize={{ base: '8', md: '10' }}>
                <SearchXIcon />
              </Icon>
            </Circle>

            <Stack gap="3">
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" letterSpacing="tight">
                Portfolio Not Found
              </Heading>
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                We couldn't find a photographer with the requested portfolio.
              </Text>
            </Stack>

            {echoed && (
              <Text data-testid="searched-for" fontSize="sm" color="fg.muted" bg="bg.muted" rounded="full" px="4" py="1.5" maxW="full" wordBreak="break-word">
                Searched for:{' '}
                <chakra.span fontWeight="600" color="fg">
                  “{echoed}”
                </chakra.span>
              </Text>
            )}

            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', sm: 'auto' }} pt="2">
              <Button asChild size="lg" rounded="full" bg="ink.900" color="white" _hover={{ bg: 'ink.700' }} px="7">
                <RouterLink to="/">
                  <HouseIcon />
                  Return Home
                </RouterLink>
              </Button>
              <Button size="lg" rounded="full" variant="outline" px="7" onClick={goBack}>
                <ArrowLeftIcon />
                Go Back
              </Button>
            </Flex>

            <Text fontSize="sm" color="fg.muted" pt="2">
              Looking for a specific photographer?{' '}
              <chakra.a asChild color="brand.fg" fontWeight="600" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.600' }}>
                <RouterLink to="/#gallery">Browse featured portfolios</RouterLink>
              </chakra.a>
            </Text>
          </Stack>
        </Container>
      </Flex>

      <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg" py="6" px="4" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          © {year} {brand.name}. All rights reserved.
        </Text>
      </Box>
    </Flex>
  );
}
