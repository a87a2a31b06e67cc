import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeServerPerTest, type FakeAnswer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { photoCategoryOptions } from '../utils/photo-list';
import { UploadPhotoDialog } from './upload-photo-dialog';

const ANALYSE = 'POST /api/photos/ai-analyze';
const UPLOAD = 'POST /api/photos/upload';

const SUGGESTIONS = {
  title: 'Harbour at dawn',
  category: 'landscape',
  description: 'Fishing boats moored in a calm harbour.',
  tags: ['harbour', 'boats'],
  alt: 'Fishing boats in a harbour at sunrise',
};

/** A photo the browser cannot decode (HEIC): it goes up as it is, as it does in Chrome. */
const heicPhoto = () => new File([new Uint8Array(2048)], 'harbour.heic', { type: 'image/heic' });

/** My Photos with the dialog open (?upload=true): it closes when the upload is done. */
function OpenUploadDialog() {
  const [open, setOpen] = useState(true);
  return <UploadPhotoDialog open={open} onOpenChange={setOpen} categoryOptions={photoCategoryOptions()} />;
}

const startServer = fakeServerPerTest();

const dialog = () => within(screen.getByRole('dialog', { name: 'Upload New Photos' }));
const fileInput = () => dialog().getByLabelText('Image file');
const title = () => dialog().getByRole('textbox', { name: 'Title' });
const categorySelect = () => dialog().getByRole('combobox', { name: 'Category' });
const description = () => dialog().getByRole('textbox', { name: 'Description' });
const uploadButton = () => dialog().getByRole('button', { name: 'Upload Photo' });

/** Answers the AI analysis when the test says so. */
function heldAnswer() {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve));
  return { route: () => answer, release };
}

describe('UploadPhotoDialog', () => {
  it('says new uploads are private', () => {
    startServer({});
    renderScreen(<OpenUploadDialog />);

    expect(dialog().getByText('New uploads are private until you make them public.')).toBeVisible();
  });

  it('refuses a file of another type, and sends nothing', async () => {
    const server = startServer({});
    // The picker offers only the accepted types; "All files" lets a person choose another.
    const { user } = renderScreen(<OpenUploadDialog />, { userEvent: { applyAccept: false } });

    await user.upload(fileInput(), new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }));

    expect(await screen.findByText('Invalid file type')).toBeVisible();
    expect(screen.getByText('Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a file over 25 MB, and sends nothing', async () => {
    const server = startServer({});
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.upload(fileInput(), new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('File too large')).toBeVisible();
    expect(screen.getByText('Maximum file size is 25MB.')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('asks for an image, a title and a category before uploading', async () => {
    const server = startServer({});
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.type(title(), 'Harbour');
    await user.click(uploadButton());

    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(screen.getByText('Please fill in all required fields and select an image.')).toBeVisible();
    expect(server.requestsTo(UPLOAD)).toHaveLength(0);
  });

  it('fills the form with the AI suggestions and uploads the photo with them', async () => {
    const server = startServer({ [ANALYSE]: () => ({ body: SUGGESTIONS }), [UPLOAD]: () => ({ status: 201, body: { id: 'p1', title: SUGGESTIONS.title } }) });
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.upload(fileInput(), heicPhoto());

    expect(await screen.findByText('AI Enhanced Your Photo!')).toBeVisible();
    expect(dialog().getByText('harbour.heic')).toBeVisible();
    expect(dialog().getByText('Uploaded as is')).toBeVisible();
    expect(title()).toHaveValue('Harbour at dawn');
    expect(categorySelect()).toHaveValue('landscape');
    expect(description()).toHaveValue('Fishing boats moored in a calm harbour.');
    expect(dialog().getByText('#harbour')).toBeVisible();
    const analysed = server.requestsTo(ANALYSE)[0]?.body as FormData;
    expect((analysed.get('image') as File).name).toBe('harbour.heic');

    await user.click(uploadButton());
    expect(await dialog().findByRole('button', { name: /Uploading/ })).toBeDisabled();

    expect(await screen.findByText('Photo Uploaded Successfully!', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = server.requestsTo(UPLOAD)[0]?.body as FormData;
    expect({
      title: sent.get('title'),
      category: sent.get('category'),
      description: sent.get('description'),
      aiAltText: sent.get('aiAltText'),
      aiTags: sent.get('aiTags'),
      imageType: sent.get('imageType'),
      image: (sent.get('image') as File).name,
    }).toEqual({
      title: 'Harbour at dawn',
      category: 'landscape',
      description: 'Fishing boats moored in a calm harbour.',
      aiAltText: 'Fishing boats in a harbour at sunrise',
      aiTags: '["harbour","boats"]',
      imageType: 'photo',
      image: 'harbour.heic',
    });
  });

  it('keeps what the user typed while the AI was working', async () => {
    const analysis = heldAnswer();
    startServer({ [ANALYSE]: analysis.route });
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.upload(fileInput(), heicPhoto());
    expect(await dialog().findByText('Analysing your photo with AI…')).toBeVisible();
    await user.type(title(), 'My boats');
    analysis.release({ body: SUGGESTIONS });

    expect(await screen.findByText('Your entries were kept')).toBeVisible();
    expect(title()).toHaveValue('My boats');
    expect(categorySelect()).toHaveValue('');
    expect(description()).toHaveValue('');
  });

  it('says the upload failed, keeps the form as it was and lets the user try again', async () => {
    const server = startServer({ [ANALYSE]: () => ({ status: 500 }), [UPLOAD]: () => ({ status: 500, body: { message: 'Storage unavailable' } }) });
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.upload(fileInput(), heicPhoto());
    await waitFor(() => expect(server.requestsTo(ANALYSE)).toHaveLength(1));
    await user.type(title(), 'Harbour');
    await user.selectOptions(categorySelect(), 'Travel');
    await user.type(description(), 'Morning light.');
    await user.click(uploadButton());

    expect(await screen.findByText('Upload Failed', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText('There was an error uploading your photo. Please try again.')).toBeVisible();
    expect(title()).toHaveValue('Harbour');
    expect(categorySelect()).toHaveValue('travel');
    expect(description()).toHaveValue('Morning light.');
    expect(dialog().getByText('harbour.heic')).toBeVisible();
    expect(uploadButton()).toBeEnabled();
  });

  it('starts again when an image cannot be read', async () => {
    const server = startServer({});
    const { user } = renderScreen(<OpenUploadDialog />);

    await user.type(title(), 'Harbour');
    await user.upload(fileInput(), new File(['not a JPEG'], 'broken.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('Processing Error')).toBeVisible();
    expect(screen.getByText('There was an error processing your image. Please try again with a different file.')).toBeVisible();
    expect(title()).toHaveValue('');
    expect(server.requestsTo(ANALYSE)).toHaveLength(0);
  });

  it('hands several files picked at once to the upload queue and closes', async () => {
    const server = startServer({});
    const queued: string[][] = [];
    function QueueingDialog() {
      const [open, setOpen] = useState(true);
      return (
        <UploadPhotoDialog
          open={open}
          onOpenChange={setOpen}
          categoryOptions={photoCategoryOptions()}
          onManyFiles={(files) => queued.push(files.map((file) => file.name))}
        />
      );
    }
    const { user } = renderScreen(<QueueingDialog />);

    await user.upload(fileInput(), [heicPhoto(), new File([new Uint8Array(2048)], 'boats.heic', { type: 'image/heic' })]);

    expect(queued).toEqual([['harbour.heic', 'boats.heic']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload New Photos' })).toBeNull());
    expect(server.requestsTo(ANALYSE)).toHaveLength(0);
  });
});
