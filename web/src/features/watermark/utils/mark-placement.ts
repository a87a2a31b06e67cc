import type { WatermarkPosition } from '@lumafolio/contracts';

/** Room between the mark and the edges, as the media worker leaves it (3 % of the shorter side). */
const MARGIN = '3%';

/** Where the preview draws the mark: the same corners and centre as the public images. */
export function markPlacement(position: WatermarkPosition): Record<string, string> {
  switch (position) {
    case 'top-left':
      return { top: MARGIN, left: MARGIN };
    case 'top-right':
      return { top: MARGIN, right: MARGIN };
    case 'bottom-left':
      return { bottom: MARGIN, left: MARGIN };
    case 'bottom-right':
      return { bottom: MARGIN, right: MARGIN };
    case 'center':
      return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  }
}

export const POSITION_LABELS: Record<WatermarkPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  center: 'Centre',
};

/** The logo is checked again by the server; this only spares a doomed upload. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';
