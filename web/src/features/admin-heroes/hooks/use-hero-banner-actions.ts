import type { AdminHeroBanner, Page } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-errors';
import { mapPages, pagedListKey, type Pages } from '@/lib/queries/paged';
import { notify } from '@/lib/toaster';
import { ADMIN_HERO_IMAGES_PATH, deleteHeroBanner, setDefaultHeroBanner, submitDefaultHeroImage, uploadHeroBanner, type NewBanner } from '../api/hero-banners';

type BannerPages = Pages<Page<AdminHeroBanner>>;
const LIST_KEY = pagedListKey(ADMIN_HERO_IMAGES_PATH);

/** The Hero Banners tab's changes, each with the spec's error toast (spec 02 §8). */
export function useHeroBannerActions() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const patch = (change: (items: AdminHeroBanner[]) => AdminHeroBanner[]) =>
    queryClient.setQueryData<BannerPages>(LIST_KEY, (data) => mapPages(data, (items) => change([...items])));

  const upload = useMutation({
    mutationFn: (banner: NewBanner) => {
      setProgress(0);
      return uploadHeroBanner(banner, setProgress);
    },
    onSuccess: () => refresh(),
    onError: (error) => notify({ title: 'Upload failed', description: serverMessage(error, 'Failed to upload hero image'), variant: 'destructive' }),
  });

  const setDefault = useMutation({
    mutationFn: (banner: AdminHeroBanner) => setDefaultHeroBanner(banner.id),
    onSuccess: (saved) => {
      patch((items) => items.map((item) => ({ ...item, isDefault: item.id === saved.id })));
      void refresh();
    },
    onError: (error) => notify({ title: 'Failed to set default', description: serverMessage(error, 'Failed to set default'), variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (banner: AdminHeroBanner) => deleteHeroBanner(banner.id),
    onSuccess: (_answer, banner) => {
      patch((items) => items.filter((item) => item.id !== banner.id));
      void refresh();
    },
    onError: (error) => notify({ title: 'Delete failed', description: serverMessage(error, 'Failed to delete hero image'), variant: 'destructive' }),
  });

  const setDefaultImage = useMutation({
    mutationFn: submitDefaultHeroImage,
    onSuccess: () => refresh(),
    onError: (error) =>
      notify({ title: 'Failed to set default hero image', description: serverMessage(error, 'Failed to set default hero image'), variant: 'destructive' }),
  });

  return { upload, uploadProgress: progress, setDefault, remove, setDefaultImage };
}
