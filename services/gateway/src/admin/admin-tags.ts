/** The OpenAPI tags of the admin dashboard's API, one per group of tabs. */
export const ADMIN_TAGS = {
  overview: 'Admin: overview',
  people: 'Admin: users and messages',
  heroes: 'Admin: hero banners',
  photos: 'Admin: photos and storage',
  jobs: 'Admin: jobs',
} as const;
