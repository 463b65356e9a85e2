import { File as NodeFile } from 'node:buffer';

import { HttpResponse } from 'msw';

import { uploadsApi } from '@app/uploads/api/uploadsApi';
import { uploadImageWithProgress } from '@app/uploads/uploadWithProgress';
import { UPLOAD_FAILED_MESSAGE } from '@contract/messages';
import { ID_TOKEN, setUpApiWorld, setUpTestStore } from '../../support/apiWorld';

// jest-fixed-jsdom gives Node's FormData and Blob but leaves jsdom's File, which Node's
// FormData cannot carry; a browser has one of each.
const jsdomFile = globalThis.File;
beforeAll(() => Object.assign(globalThis, { File: NodeFile }));
afterAll(() => Object.assign(globalThis, { File: jsdomFile }));

const world = setUpApiWorld();
const store = setUpTestStore();

const uploaded = { success: true, data: { display_url: '/uploads/photo-1.png' } };

function photo(): File {
  return new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
}

function sentImage(): unknown {
  const { body } = world.lastRequest('POST', '/uploads');
  if (!(body instanceof FormData)) throw new Error('The upload was not multipart.');
  const image = body.get('image');
  return image instanceof File ? { name: image.name, type: image.type } : image;
}

describe('uploadImage', () => {
  it('posts the file as the multipart field image, with the ID token', async () => {
    world.answer('post', '/uploads', uploaded);

    const result = await store()
      .dispatch(uploadsApi.endpoints.uploadImage.initiate(photo()))
      .unwrap();

    expect(result).toEqual(uploaded);
    expect(sentImage()).toEqual({ name: 'me.png', type: 'image/png' });
    expect(world.lastRequest('POST', '/uploads').authorization).toBe(`Bearer ${ID_TOKEN}`);
  });
});

describe('uploadImageWithProgress', () => {
  it('sends the same request and ends at full progress with the image address', async () => {
    world.answer('post', '/uploads', uploaded);
    const progress: number[] = [];

    const result = await uploadImageWithProgress(
      photo(),
      (fraction) => progress.push(fraction),
      async () => 'upload-token',
    );

    expect(result).toEqual(uploaded);
    expect(sentImage()).toEqual({ name: 'me.png', type: 'image/png' });
    expect(world.lastRequest('POST', '/uploads').authorization).toBe('Bearer upload-token');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
  });

  it('uses the signed-in person’s token by default', async () => {
    world.answer('post', '/uploads', uploaded);

    await uploadImageWithProgress(photo(), () => undefined);

    expect(world.lastRequest('POST', '/uploads').authorization).toBe(`Bearer ${ID_TOKEN}`);
  });

  it('rejects with the server’s message', async () => {
    world.answer('post', '/uploads', () =>
      HttpResponse.json({ message: 'The image is larger than 5 MB.' }, { status: 413 }),
    );

    await expect(uploadImageWithProgress(photo(), () => undefined)).rejects.toThrow(
      'The image is larger than 5 MB.',
    );
  });

  it('rejects when the answer is not a successful upload', async () => {
    world.answer('post', '/uploads', { success: false, data: {} });

    await expect(uploadImageWithProgress(photo(), () => undefined)).rejects.toThrow(
      UPLOAD_FAILED_MESSAGE,
    );
  });

  it('rejects when the connection fails', async () => {
    world.answer('post', '/uploads', () => HttpResponse.error());

    await expect(uploadImageWithProgress(photo(), () => undefined)).rejects.toThrow(
      UPLOAD_FAILED_MESSAGE,
    );
  });
});
