import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { DailyViews } from '@lumafolio/contracts';

const WIDTH = 300;
const HEIGHT = 80;
const Bar = chakra('rect');

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "Nov 25" for a UTC day "2026-11-25". */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Views per day as bars (one per day, oldest first); each bar names its day and count on hover. */
export function DailyViewsChart({ days, label }: { days: readonly DailyViews[]; label: string }) {
  const peak = Math.max(1, ...days.map((day) => day.views));
  const slot = WIDTH / Math.max(days.length, 1);
  const busiest = days.reduce<DailyViews | null>((best, day) => (day.views > (best?.views ?? 0) ? day : best), null);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const [first] = days;
  const last = days.at(-1);
  const summary = `${label}: ${total.toLocaleString('en-US')} views in ${days.length} days${busiest ? `, most on ${formatDay(busiest.day)} (${busiest.views.toLocaleString('en-US')})` : ''}.`;

  return (
    <Box>
      <Box borderBottomWidth="1px" borderColor="border" bg="bg.subtle" rounded="sm">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height="96" preserveAspectRatio="none" role="img" aria-label={summary}>
          {days.map((day, index) => {
            const height = (day.views / peak) * (HEIGHT - 4);
            const bar = slot * 0.7;
            return (
              <g key={day.day}>
                <title>{`${formatDay(day.day)}: ${day.views.toLocaleString('en-US')} views`}</title>
                <rect x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
                {height > 0 ? (
                  <Bar x={index * slot + (slot - bar) / 2} y={HEIGHT - height} width={bar} height={height} fill="brand.500" _dark={{ fill: 'brand.300' }} />
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
      {first && last ? (
        <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1">
          <Text>{formatDay(first.day)}</Text>
          <Text>{formatDay(last.day)}</Text>
        </Flex>
      ) : null}
    </Box>
  );
}
