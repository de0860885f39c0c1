import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGES_TEXTS, formatDateTime, splitLectures } from '@lendbridge/domain';
import type { Lecture } from '@lendbridge/domain';
import { LabelledRows } from '../../shared/LabelledRows';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { lectureQueries } from './lectures.api';

const T = PAGES_TEXTS;

function LectureCard({ lecture }: { lecture: Lecture }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {lecture.title}
        </Typography>
        <LabelledRows
          labelWidth="25%"
          rows={[
            [T.lectureTime, formatDateTime(lecture.starts_at)],
            [T.lectureSpeaker, lecture.speaker],
            [T.lectureLocation, lecture.location],
          ]}
        />
        {/* The server sanitised the rich text when staff saved it. */}
        <Box sx={{ mt: 1, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: lecture.content }} />
        {lecture.link && (
          <Link href={lecture.link} target="_blank" rel="noopener noreferrer">
            {T.lectureMore}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function LectureSection({ title, lectures }: { title: string; lectures: readonly Lecture[] }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {lectures.length === 0 ? (
        <Typography color="text.secondary">{T.lecturesNone}</Typography>
      ) : (
        lectures.map((lecture) => <LectureCard key={lecture.id} lecture={lecture} />)
      )}
    </Stack>
  );
}

/** /lectures: the published seminars, upcoming soonest first and past latest first, times in Taipei. */
export function LecturesPage() {
  const read = useReportedQuery(lectureQueries.list());
  const load = loadStateOf(read);
  const [now] = useState(() => new Date());
  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {T.lecturesTitle}
        </Typography>
        {load.state === 'loading' && <PageLoading />}
        {(load.state === 'failed' || load.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {load.state === 'ready' && <Lectures lectures={load.data} now={now} />}
      </Stack>
    </Container>
  );
}

function Lectures({ lectures, now }: { lectures: readonly Lecture[]; now: Date }) {
  const { upcoming, past } = splitLectures(lectures, now);
  return (
    <>
      <LectureSection title={T.lecturesUpcoming} lectures={upcoming} />
      <LectureSection title={T.lecturesPast} lectures={past} />
    </>
  );
}
