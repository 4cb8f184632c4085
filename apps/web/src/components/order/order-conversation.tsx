import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_MESSAGES, type MessageAuthor, type OrderMessageResponse } from '@tecnobazar/shared';
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX } from '@tecnobazar/shared/constants/limits';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useGetOrderMessagesQuery, useSendOrderMessageMutation } from '@/api/messages';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { errorMessage } from '@/lib/errors';
import { formatMessageTime } from '@/lib/format-date';

interface OrderConversationProps {
  /**
   * Whose side the page is: the buyer's order page or the seller's 'Ventas'; or an administrator deciding an
   * escalated return, who reads both sides and writes nothing.
   */
  audience: 'buyer' | 'seller' | 'admin';
  orderId: number;
  /** How the other side is named above their messages: the shop's name, the buyer's name (for an administrator, the shop's). */
  otherName: string;
  /** What an order nobody wrote about says. */
  emptyText: string;
  /** The list's height limit; a full-screen dialog lets it grow. */
  maxHeight?: number | string;
}

const THUMBNAIL = 96;

/**
 * An order's conversation (product.md#messages): own messages on the right, the other side's on the left,
 * each with its time, its images as thumbnails that open full size and, when contact details were hidden,
 * the note that says so; then the box to write, with images, and 'Enviar'.
 */
export function OrderConversation({
  audience,
  orderId,
  otherName,
  emptyText,
  maxHeight = 420,
}: OrderConversationProps) {
  const own: MessageAuthor | null = audience === 'admin' ? null : audience === 'buyer' ? 'BUYER' : 'SELLER';
  const whoWrote = (author: MessageAuthor) =>
    author === own ? 'Tú' : own === null && author === 'BUYER' ? 'Comprador' : otherName;
  // Asked again every minute while it is open and the tab visible: the other side's answers come in.
  const { data, error, isLoading } = useGetOrderMessagesQuery(
    { audience, orderId },
    { pollingInterval: 60_000, skipPollingIfUnfocused: true },
  );
  const scroller = useRef<HTMLDivElement>(null);
  const count = data?.messages.length ?? 0;

  useEffect(() => {
    // The newest message in sight once the conversation (or a new message) arrives; only the list scrolls,
    // not the page around it.
    const box = scroller.current;
    if (count > 0 && box) box.scrollTop = box.scrollHeight;
  }, [count]);

  let list: ReactNode;
  if (isLoading) list = <Typography aria-live="polite">Cargando mensajes...</Typography>;
  else if (error || !data)
    list = <Alert severity="error">{errorMessage(error, 'No pudimos cargar los mensajes.')}</Alert>;
  else if (data.messages.length === 0)
    list = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  else
    list = (
      <>
        {data.earlier > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {`Se muestran los ${data.messages.length} mensajes más recientes.`}
          </Typography>
        )}
        <Stack component="ol" aria-label="Mensajes" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.author === own}
              who={whoWrote(message.author)}
            />
          ))}
        </Stack>
      </>
    );

  return (
    <Stack spacing={2}>
      <Stack ref={scroller} spacing={1} sx={{ maxHeight, overflowY: 'auto', px: 0.5 }}>
        {list}
      </Stack>
      {audience !== 'admin' && <MessageForm audience={audience} orderId={orderId} />}
    </Stack>
  );
}

function MessageBubble({
  message,
  mine,
  who,
}: {
  message: OrderMessageResponse;
  mine: boolean;
  who: string;
}) {
  return (
    <Box
      component="li"
      aria-label={`Mensaje de ${who}`}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {message.text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        )}
        {message.images.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: message.text ? 1 : 0 }}>
            {message.images.map((url, i) => (
              <Link key={url} href={url} target="_blank" rel="noopener" aria-label={`Abrir imagen ${i + 1}`}>
                <Box
                  component="img"
                  src={url}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: THUMBNAIL,
                    height: THUMBNAIL,
                    objectFit: 'cover',
                    borderRadius: 1,
                    display: 'block',
                  }}
                />
              </Link>
            ))}
          </Stack>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {`${who} · ${formatMessageTime(message.createdAt)}`}
      </Typography>
      {message.note && (
        <Typography
          variant="caption"
          color="warning.dark"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', maxWidth: { xs: '88%', sm: '75%' } }}
        >
          <InfoOutlined sx={{ fontSize: 16, mt: '1px' }} aria-hidden />
          {message.note}
        </Typography>
      )}
    </Box>
  );
}

function MessageForm({ audience, orderId }: { audience: 'buyer' | 'seller'; orderId: number }) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSendOrderMessageMutation();
  const empty = text.trim().length === 0 && images.length === 0;
  const tooLong = text.length > MESSAGE_TEXT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || tooLong || uploading) return;
    setFailure(null);
    try {
      await send({ audience, orderId, body: { text, images } }).unwrap();
      setText('');
      setImages([]);
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos enviar el mensaje. Inténtalo de nuevo.'));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label="Escribir un mensaje">
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Escribe un mensaje"
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={tooLong}
        helperText={
          tooLong
            ? MESSAGE_MESSAGES.textMax
            : 'No compartas teléfonos, correos ni enlaces: los ocultamos por tu seguridad.'
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <ImageUploadField
          value={images}
          onChange={setImages}
          max={MESSAGE_IMAGES_MAX}
          label="Adjuntar imagen"
          onUploadingChange={setUploading}
        />
        <Button
          type="submit"
          variant="contained"
          loading={isLoading}
          disabled={empty || tooLong || uploading}
          sx={{ flexShrink: 0 }}
        >
          Enviar
        </Button>
      </Stack>
    </Stack>
  );
}
