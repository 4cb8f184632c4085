import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, stubApi } from '@/test/render-route';
import { ImageUploadField } from './image-upload-field';

const image = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Our upload endpoint: each file gets its own address; `hold` keeps the answers back until released. */
function uploads({ hold }: { hold?: Promise<void> } = {}) {
  let count = 0;
  const handler: Handler = (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/uploads/image') return undefined;
    count += 1;
    const url = `http://localhost/v1/media/uploads/foto-${count}.webp`;
    const answer = Response.json({
      url,
      secure_url: url,
      width: 800,
      height: 800,
      format: 'webp',
      bytes: 1234,
    });
    return hold ? hold.then(() => answer) : answer;
  };
  return handler;
}

function Field({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [urls, setUrls] = useState(initial);
  return (
    <ImageUploadField value={urls} onChange={setUrls} max={max} error={urls.length ? undefined : 'Falta'} />
  );
}

describe('ImageUploadField', () => {
  it('takes image files only, shows a spinner while uploading, then a removable thumbnail per image', async () => {
    let release = () => {};
    const requests = stubApi(uploads({ hold: new Promise<void>((resolve) => (release = resolve)) }));
    const user = userEvent.setup();
    render(<Field />);

    const input = screen.getByLabelText('Subir imagen');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Falta')).toBeInTheDocument();
    await user.upload(input, [image('a.png'), image('b.png')]);

    expect(await screen.findByRole('progressbar', { name: 'Subiendo imagen' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('img', { name: 'Imagen 2' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/uploads/foto-2.webp',
    );
    expect(screen.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/uploads/foto-1.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Falta')).not.toBeInTheDocument();
    expect(callsTo(requests, '/uploads/image')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    expect(screen.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/uploads/foto-2.webp',
    );
    expect(screen.queryByRole('img', { name: 'Imagen 2' })).not.toBeInTheDocument();
  });

  it("shows the server's message when an upload fails", async () => {
    stubApi(() => Response.json({ message: 'La imagen es demasiado grande' }, { status: 413 }));
    const user = userEvent.setup();
    render(<Field />);

    await user.upload(screen.getByLabelText('Subir imagen'), image('grande.png'));

    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen es demasiado grande');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('stops at the maximum: extra files are not uploaded and the button is disabled', async () => {
    const requests = stubApi(uploads());
    const user = userEvent.setup();
    render(<Field max={2} initial={['http://localhost/v1/media/uploads/ya.webp']} />);

    await user.upload(screen.getByLabelText('Subir imagen'), [image('a.png'), image('b.png')]);

    expect(await screen.findByRole('img', { name: 'Imagen 2' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Como máximo 2 imágenes');
    expect(callsTo(requests, '/uploads/image')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Subir imagen')).toBeDisabled());
  });
});
