import { describe, expect, it } from '@jest/globals';
import type { CurrentUser } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { ProfileForm } from './profile-form';

const SAVE = 'PUT /api/profile';

const stored: CurrentUser = {
  id: 'u1',
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  emailPartial: 'ja******@example.com',
  role: 'user',
  profileImageUrl: null,
  tagline: 'Light and harbours',
  bio: null,
  instagram: null,
  twitter: null,
  website: null,
  portfolioUrlType: 'username',
  hasLocalPassword: true,
  keepOriginals: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const startServer = fakeServerPerTest();

const form = () => within(screen.getByRole('form', { name: 'Profile information' }));
const saveButton = () => form().getByRole('button', { name: 'Save Changes' });
const cancelButton = () => form().getByRole('button', { name: 'Cancel' });
const field = (name: string) => form().getByRole('textbox', { name });

describe('ProfileForm', () => {
  it('offers Save and Cancel only once something changed, and Cancel brings the stored values back', async () => {
    const server = startServer({});
    const { user } = renderScreen(<ProfileForm user={stored} />);

    expect(saveButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();

    await user.clear(field('Tagline'));
    await user.type(field('Tagline'), 'Street at night');
    expect(saveButton()).toBeEnabled();
    expect(cancelButton()).toBeEnabled();

    await user.click(cancelButton());
    expect(field('Tagline')).toHaveValue('Light and harbours');
    expect(saveButton()).toBeDisabled();
    expect(server.requests).toHaveLength(0);
  });

  it('previews the portfolio URL the chosen type gives', async () => {
    startServer({});
    const { user } = renderScreen(<ProfileForm user={stored} />);

    expect(screen.getByText('http://localhost/jdoe')).toBeVisible();
    await user.selectOptions(form().getByRole('combobox', { name: 'Portfolio URL type' }), 'Full name with a dot (first.last)');
    expect(screen.getByText('http://localhost/jane.doe')).toBeVisible();

    await user.clear(field('Last name'));
    expect(screen.getByText('http://localhost/jdoe')).toBeVisible();
    expect(screen.getByText('Add both a first and a last name to use this format; until then your username is used.')).toBeVisible();
  });

  it('shows what is wrong with a field before sending anything', async () => {
    const server = startServer({});
    const { user } = renderScreen(<ProfileForm user={stored} />);

    await user.clear(field('Username'));
    await user.type(field('Username'), 'jd');
    await user.click(saveButton());

    expect(await form().findByText('Username must be at least 3 characters.')).toBeVisible();
    expect(field('Username')).toBeInvalid();
    expect(server.requestsTo(SAVE)).toHaveLength(0);
  });

  it('sends only the changed fields and says the profile was saved', async () => {
    const server = startServer({ [SAVE]: ({ body }) => ({ body: { ...stored, ...(body as Partial<CurrentUser>) } }) });
    const { user } = renderScreen(<ProfileForm user={stored} />);

    await user.clear(field('Tagline'));
    await user.type(field('Tagline'), 'Street at night');
    await user.type(field('Website'), 'janedoe.photo');
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(server.requestsTo(SAVE).map((request) => request.body)).toEqual([{ tagline: 'Street at night', website: 'janedoe.photo' }]);
  });

  it('tells where the portfolio moved when the URL type changed, with a link to it', async () => {
    const server = startServer({ [SAVE]: ({ body }) => ({ body: { ...stored, ...(body as Partial<CurrentUser>) } }) });
    const { user } = renderScreen(<ProfileForm user={stored} />);

    await user.selectOptions(form().getByRole('combobox', { name: 'Portfolio URL type' }), 'Full name with a dash (first-last)');
    await user.click(saveButton());
    expect(await screen.findByText('Profile updated')).toBeVisible();
    // One toast at a time: the second follows when the first is closed.
    await user.click(screen.getByRole('button', { name: /close|dismiss/i }));

    expect(await screen.findByText('Portfolio URL updated!')).toBeVisible();
    expect(screen.getByText('Your portfolio is now at http://localhost/jane-doe')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Visit New URL' })).toBeVisible();
    expect(server.requestsTo(SAVE).map((request) => request.body)).toEqual([{ portfolioUrlType: 'fullname_dash' }]);
  });

  it("shows the server's refusal on the field and in a toast, and keeps what was typed", async () => {
    startServer({ [SAVE]: () => ({ status: 409, body: { message: 'This username is already taken.' } }) });
    const { user } = renderScreen(<ProfileForm user={stored} />);

    await user.clear(field('Username'));
    await user.type(field('Username'), 'ada');
    await user.type(field('Website'), 'ada.photo');
    await user.click(saveButton());

    expect(await screen.findByText('Update failed')).toBeVisible();
    expect(form().getByText('This username is already taken.')).toBeVisible();
    expect(field('Username')).toHaveValue('ada');
    expect(field('Website')).toHaveValue('ada.photo');
    expect(saveButton()).toBeEnabled();
  });

  it('falls back to the generic message when the server gives none', async () => {
    startServer({ [SAVE]: () => ({ status: 500 }) });
    const { user } = renderScreen(<ProfileForm user={stored} />);

    await user.type(field('Bio'), 'Harbours at dawn.');
    await user.click(saveButton());

    expect(await screen.findByText('Failed to update profile information.')).toBeVisible();
    expect(field('Bio')).toHaveValue('Harbours at dawn.');
  });
});
