/**
 * The Permissions-Policy every answer carries (issue 49 item 16): what the pod app's frame is
 * allowed (src/features/frames/FrameHost.tsx FRAME_ALLOW) this site and the pod app's origin may
 * use; what nothing here uses, nobody may.
 */
const FOR_THE_SITE_AND_POD_APP = [
  'camera',
  'microphone',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'xr-spatial-tracking',
  'fullscreen',
  'autoplay',
  'clipboard-write',
];
const FOR_NOBODY = ['geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'display-capture'];

export function permissionsPolicy(podAppOrigin: string) {
  return [...FOR_THE_SITE_AND_POD_APP.map((feature) => `${feature}=(self "${podAppOrigin}")`), ...FOR_NOBODY.map((feature) => `${feature}=()`)].join(', ');
}
