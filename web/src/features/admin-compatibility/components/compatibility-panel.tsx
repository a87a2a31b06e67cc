import { Button, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuPlay } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { brand } from '@/lib/config';
import { useCompatibilityReport } from '../hooks/use-compatibility-report';
import { readBrowserDetails } from '../utils/browser-details';
import { downloadTextFile, reportFileName, reportText } from '../utils/report-text';
import { overviewResults } from '../utils/score';
import { BrowserDetailsList } from './browser-details-list';
import { ResultList } from './result-list';
import { ScoreSummary } from './score-summary';

/**
 * Compatibility Testing (spec 02 §2, Settings): runs real measurements and feature checks in
 * this browser, scores them, keeps the report in the browser and offers it as a text file.
 */
export function CompatibilityPanel() {
  const { report, running, run } = useCompatibilityReport();
  const [browser] = useState(readBrowserDetails);
  const results = report?.results ?? [];

  const download = () => {
    if (report) downloadTextFile(reportFileName(report), reportText(report, brand.name));
  };

  return (
    <Stack {...panelCardStyles} as="section" aria-labelledby="compatibility-heading" p={{ base: '4', md: '6' }} gap={{ base: '4', md: '5' }}>
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="4">
        <Stack gap="0.5">
          <Text as="h2" id="compatibility-heading" fontSize="lg" fontWeight="700">
            Compatibility Testing
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Measures this browser against what the platform relies on.
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button {...primaryPillStyles} size="sm" onClick={() => void run()} loading={running} loadingText="Running tests...">
            <LuPlay /> Run Tests
          </Button>
          <Button size="sm" rounded="full" variant="outline" onClick={download} disabled={!report || running}>
            <LuDownload /> Download Report
          </Button>
        </HStack>
      </Flex>

      {report ? (
        <ScoreSummary report={report} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No tests have been run in this browser yet. Press Run Tests to check it.
        </Text>
      )}

      <Tabs.Root defaultValue="overview" variant="line" size="sm">
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
          <Tabs.Trigger value="overview" colorPalette="brand" fontWeight="600" flexShrink={0}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="browser" colorPalette="brand" fontWeight="600" flexShrink={0}>
            Browser Details
          </Tabs.Trigger>
          <Tabs.Trigger value="results" colorPalette="brand" fontWeight="600" flexShrink={0}>
            Test Results
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pb="0">
          <ResultList results={overviewResults(results)} total={results.length} compact />
        </Tabs.Content>
        <Tabs.Content value="browser" pb="0">
          <BrowserDetailsList details={browser} />
        </Tabs.Content>
        <Tabs.Content value="results" pb="0">
          <ResultList results={results} total={results.length} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
