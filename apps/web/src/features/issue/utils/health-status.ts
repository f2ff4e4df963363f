/** GitLab's health status names as the sidebar shows them. */
export function healthStatusText(status: 'onTrack' | 'needsAttention' | 'atRisk'): string {
  switch (status) {
    case 'onTrack':
      return 'On track';
    case 'needsAttention':
      return 'Needs attention';
    case 'atRisk':
      return 'At risk';
  }
}
