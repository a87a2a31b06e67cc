import type { WatermarkSettings } from '@lumafolio/contracts';
import { Box, Image, Text } from '@chakra-ui/react';
import { markPlacement } from '../utils/mark-placement';

/**
 * A live preview of the setting on a sample picture: the mark at its size, opacity and
 * place, drawn by the browser the way the media worker draws it on the public images.
 */
export function WatermarkPreview({ settings, logoUrl }: { settings: WatermarkSettings; logoUrl: string | null }) {
  const showsLogo = settings.kind === 'logo' && logoUrl;
  const showsText = settings.kind === 'text' && settings.text.trim() !== '';
  return (
    <Box
      role="img"
      aria-label={settings.enabled ? 'Preview of a public photo with your watermark' : 'Preview of a public photo without a watermark'}
      data-testid="watermark-preview"
      position="relative"
      w="full"
      aspectRatio={3 / 2}
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      // A sample "photo": sky, hills and ground, the same in light and dark mode.
      bgImage="linear-gradient(180deg, #7fb2e5 0%, #c9e0f2 45%, #6f8f5a 46%, #3e5a33 100%)"
    >
      {settings.enabled && (showsLogo || showsText) && (
        <Box position="absolute" w={`${settings.sizePercent}%`} opacity={settings.opacityPercent / 100} {...markPlacement(settings.position)}>
          {showsLogo ? (
            <Image src={logoUrl} alt="" w="full" objectFit="contain" />
          ) : (
            <svg viewBox={`0 0 ${Math.max(1, settings.text.length) * 30} 56`} width="100%" aria-hidden="true">
              <text
                x="2"
                y="44"
                fontSize="48"
                fontWeight="700"
                fontFamily="sans-serif"
                fill="white"
                stroke="rgba(0,0,0,0.55)"
                strokeWidth="2"
                paintOrder="stroke"
              >
                {settings.text}
              </text>
            </svg>
          )}
        </Box>
      )}
      {!settings.enabled && (
        <Text position="absolute" bottom="2" left="3" fontSize="xs" color="white" textShadow="0 1px 2px rgba(0,0,0,0.7)">
          No watermark
        </Text>
      )}
    </Box>
  );
}
