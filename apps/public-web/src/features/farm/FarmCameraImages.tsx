import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FARM_FIELD_LABELS, FARM_IMAGE_INTERVAL_HOURS, FARM_TEXTS, FARM_TIME_LAPSE_DAYS, FARM_TIME_LAPSE_FRAME_MS, formatDateTime, shiftIsoDate } from '@lendbridge/domain';
import type { FarmImageFrame } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { fetchFarmImages } from './farm.api';
import type { FarmImagesKind } from './farm.api';

const T = FARM_TEXTS;
/** The spacing shown first: a picture an hour of a day, a picture a day of a time lapse. */
const FIRST_INTERVAL: Readonly<Record<FarmImagesKind, number>> = { ipcam_picture: 1, ipcam_time_lapse: 24 };

function Frame({ frame }: { frame: FarmImageFrame }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="img" src={frame.url} alt={`${FARM_FIELD_LABELS[frame.field]} ${formatDateTime(frame.taken_at)}`} loading="lazy" sx={{ width: '100%', display: 'block', borderRadius: 1 }} />
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {FARM_FIELD_LABELS[frame.field]}・{formatDateTime(frame.taken_at)}
      </Typography>
    </Box>
  );
}

/** Plays the frames one after another, with play and pause. */
function TimeLapse({ frames }: { frames: FarmImageFrame[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || frames.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % frames.length), FARM_TIME_LAPSE_FRAME_MS);
    return () => window.clearInterval(timer);
  }, [playing, frames.length]);
  const frame = frames[Math.min(index, frames.length - 1)];
  if (!frame) return null;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Frame frame={frame} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setPlaying((current) => !current)}>
          {playing ? T.pause : T.play}
        </Button>
        <Typography variant="caption">
          {Math.min(index, frames.length - 1) + 1} / {frames.length}
        </Typography>
      </Stack>
    </Box>
  );
}

export interface FarmCameraImagesProps {
  no: string;
  pageKey: string;
  /** The last day with pictures (Taipei), shown first. */
  lastDay: string;
}

/** The camera pictures: one day's, one per chosen interval, or a time lapse of the days from the chosen date. */
export function FarmCameraImages({ no, pageKey, lastDay }: FarmCameraImagesProps) {
  const [kind, setKind] = useState<FarmImagesKind>('ipcam_picture');
  const [date, setDate] = useState(lastDay);
  const [hours, setHours] = useState<number>(FIRST_INTERVAL.ipcam_picture);
  const request = { start_date: date, interval: hours };
  const images = useQuery({
    queryKey: ['farm', no, pageKey, kind, request],
    queryFn: ({ signal }) => fetchFarmImages(no, pageKey, kind, request, signal),
    enabled: date !== '',
  });
  const frames = images.data ?? [];
  return (
    <Box component="section" aria-labelledby="farm-camera-title" sx={{ mt: 4 }}>
      <Typography id="farm-camera-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {T.cameraTitle}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, next: FarmImagesKind) => {
          setKind(next);
          setHours(FIRST_INTERVAL[next]);
          if (next === 'ipcam_time_lapse') setDate(shiftIsoDate(lastDay, -(FARM_TIME_LAPSE_DAYS - 1)));
          else setDate(lastDay);
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="ipcam_picture" label={T.pictures} />
        <Tab value="ipcam_time_lapse" label={T.timeLapse} />
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="date"
          size="small"
          label={T.date}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastDay } }}
        />
        <TextField select size="small" label={T.interval} value={hours} onChange={(event) => setHours(Number(event.target.value))} sx={{ minWidth: 140 }}>
          {FARM_IMAGE_INTERVAL_HOURS.map((value) => (
            <MenuItem key={value} value={value}>
              {T.everyHours(value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {images.isError && <LoadFailed onReload={() => void images.refetch()} />}
      {images.isSuccess && frames.length === 0 && <Alert severity="info">{T.noImages}</Alert>}
      {frames.length > 0 && kind === 'ipcam_time_lapse' && <TimeLapse key={`${date}-${hours}`} frames={frames} />}
      {frames.length > 0 && kind === 'ipcam_picture' && (
        <Box role="list" aria-label={T.pictures} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {frames.map((frame) => (
            <Box role="listitem" key={frame.id}>
              <Frame frame={frame} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
