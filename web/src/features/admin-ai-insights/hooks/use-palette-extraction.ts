import { AI_INSIGHTS_TOASTS, type AdminHeroBanner } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_HERO_IMAGES_PATH } from '@/lib/queries/admin-hero-banners';
import { pagedListKey } from '@/lib/queries/paged';
import { notify } from '@/lib/toaster';
import { extractAllHeroColors, extractHeroColors } from '../api/ai-insights';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Extract All Colors" and each banner's own button, with the spec's failure toasts (spec 02 §8). */
export function usePaletteExtraction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pagedListKey(ADMIN_HERO_IMAGES_PATH) });

  const extractOne = useMutation({
    mutationFn: (banner: AdminHeroBanner) => extractHeroColors(banner.id),
    onSuccess: (_answer, banner) => {
      notify({ title: 'Extracting colors', description: `The palette of ${banner.name} is being extracted.` });
      void refresh();
    },
    onError: () => notify({ ...AI_INSIGHTS_TOASTS.colorExtraction, variant: 'destructive' }),
  });

  const extractAll = useMutation({
    mutationFn: extractAllHeroColors,
    onSuccess: ({ successCount, errorCount, pendingCount }) => {
      const parts = [`${plural(successCount, 'palette')} extracted`];
      if (errorCount > 0) parts.push(`${errorCount} failed`);
      if (pendingCount > 0) parts.push(`${pendingCount} still running`);
      notify({ title: 'Colors extracted', description: `${parts.join(', ')}.`, variant: errorCount > 0 ? 'destructive' : 'success' });
      void refresh();
    },
    onError: () => notify({ ...AI_INSIGHTS_TOASTS.bulkExtraction, variant: 'destructive' }),
  });

  return { extractOne, extractAll };
}
