// The Videos tab: the generated video jobs (title, service, status, updated) with 'Make it
// shoppable' on a finished one, and the way into 'Generate a Video'.
import { formatDate } from '@vendy/client/domain';
import {
  Button,
  EmptyState,
  LinkButton,
  PlusIcon,
  Table,
  type TableColumn,
  VideoIcon,
} from '@vendy/ui-kit';
import { Thumbnail } from './Thumbnail';
import type { JobStatus } from '@vendy/client/generated';
import { FormError } from '../../components/FormError';
import type { Loadable } from '../../lib/loadable';
import { routes } from '../../routes';
import { PLATFORMS, shoppableVideo, type VideoJob } from './aiActions';
import * as styles from './ai.css';

export const NO_VIDEOS = 'You have no generated videos.';

export const STATUS_LABELS: Record<JobStatus, string> = {
  PROCESSING: 'Processing',
  COMPLETE: 'Complete',
  FAILED: 'Failed',
};

export interface VideosTabProps {
  jobs: Loadable<readonly VideoJob[]>;
  onGenerate: () => void;
}

/** Where 'Make it shoppable' leads: the layout wizard with the video (and the scripted product). */
export function shoppableHref(job: VideoJob): string | null {
  const target = shoppableVideo(job);
  return target
    ? routes.newLayoutWith({
        video: target.videoId,
        product: target.productId,
        at: target.atSeconds,
      })
    : null;
}

const columns: readonly TableColumn<VideoJob>[] = [
  {
    id: 'title',
    header: 'Title',
    isRowHeader: true,
    cell: (job) => (
      <span className={styles.jobTitle}>
        <Thumbnail url={job.thumbnailUrl} icon={<VideoIcon />} />
        {job.title}
      </span>
    ),
    sortValue: (job) => job.title,
  },
  { id: 'type', header: 'Service', cell: (job) => PLATFORMS[job.type].name },
  {
    id: 'status',
    header: 'Status',
    cell: (job) => <span className={styles.status}>{STATUS_LABELS[job.status]}</span>,
  },
  {
    id: 'updated',
    header: 'Updated',
    cell: (job) => formatDate(job.updatedAt),
    sortValue: (job) => job.updatedAt,
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (job) => {
      const href = shoppableHref(job);
      return href ? (
        <LinkButton
          variant="secondary"
          size="sm"
          href={href}
          aria-label={`Make it shoppable: ${job.title}`}
        >
          Make it shoppable
        </LinkButton>
      ) : null;
    },
  },
];

export function VideosTab({ jobs, onGenerate }: VideosTabProps) {
  return (
    <section className={styles.panel} aria-labelledby="ai-videos-heading">
      <div className={styles.sectionHeader}>
        <h2 id="ai-videos-heading" className={styles.sectionHeading}>
          Generated Videos
        </h2>
        <Button variant="primary" icon={<PlusIcon />} onPress={onGenerate}>
          Generate a Video
        </Button>
      </div>
      {jobs.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading generated videos…
        </p>
      )}
      {jobs.status === 'error' && <FormError message={jobs.message} align="center" />}
      {jobs.status === 'ready' &&
        (jobs.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={NO_VIDEOS}
            description="Turn a product script into a presenter video with your video generation account."
          />
        ) : (
          <Table
            aria-labelledby="ai-videos-heading"
            columns={columns}
            rows={jobs.data}
            getRowId={(job) => job.id}
            emptyText={NO_VIDEOS}
            defaultSort={{ column: 'updated', direction: 'descending' }}
          />
        ))}
    </section>
  );
}
