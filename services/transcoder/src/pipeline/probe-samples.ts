/** ffprobe outputs (trimmed to the fields the parser reads) for the unit tests. */

/** The 10 s 1080p25 fixture: H.264 + AAC + a QuickTime timecode track at 01:00:00:00. */
export const timecodeClipProbe = {
  streams: [
    {
      index: 0,
      codec_name: 'h264',
      codec_type: 'video',
      width: 1920,
      height: 1080,
      sample_aspect_ratio: '1:1',
      r_frame_rate: '25/1',
      avg_frame_rate: '25/1',
      duration: '10.000000',
      bit_rate: '13525372',
      nb_frames: '250',
      disposition: { default: 1, attached_pic: 0 },
      tags: { handler_name: 'VideoHandler', timecode: '01:00:00:00' },
    },
    {
      index: 1,
      codec_name: 'aac',
      codec_type: 'audio',
      r_frame_rate: '0/0',
      avg_frame_rate: '0/0',
      duration: '10.000000',
      bit_rate: '69213',
      disposition: { default: 1, attached_pic: 0 },
    },
    {
      index: 2,
      codec_type: 'data',
      codec_tag_string: 'tmcd',
      avg_frame_rate: '12800/512',
      tags: { timecode: '01:00:00:00' },
    },
  ],
  format: {
    format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
    duration: '10.000000',
    bit_rate: '13600912',
  },
};

/** A phone clip: 23.976 fps, stored landscape and turned a quarter by its display matrix. */
export const rotatedPhoneProbe = {
  streams: [
    {
      index: 0,
      codec_name: 'h264',
      codec_type: 'video',
      width: 1920,
      height: 1080,
      r_frame_rate: '24000/1001',
      avg_frame_rate: '24000/1001',
      bit_rate: '9000000',
      side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
    },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '4.004000' },
};

/** A Matroska HLG clip: bitrate only in the BPS tag, timecode in the format tags. */
export const hlgMatroskaProbe = {
  streams: [
    {
      index: 0,
      codec_name: 'hevc',
      codec_type: 'video',
      width: 3840,
      height: 2160,
      avg_frame_rate: '50/1',
      r_frame_rate: '50/1',
      color_transfer: 'arib-std-b67',
      tags: { BPS: '40000000' },
    },
    { index: 1, codec_name: 'pcm_s24le', codec_type: 'audio', tags: { BPS: '2304000' } },
  ],
  format: { format_name: 'matroska,webm', duration: '12.5', tags: { timecode: '10:00:00:00' } },
};

/** An MP3 with its cover art (an attached picture). */
export const mp3WithCoverProbe = {
  streams: [
    { index: 0, codec_name: 'mp3', codec_type: 'audio', bit_rate: '320000', duration: '180.5' },
    {
      index: 1,
      codec_name: 'mjpeg',
      codec_type: 'video',
      width: 600,
      height: 600,
      disposition: { attached_pic: 1 },
    },
  ],
  format: { format_name: 'mp3', duration: '180.500000' },
};

export const pngProbe = {
  streams: [{ index: 0, codec_name: 'png', codec_type: 'video', width: 800, height: 600 }],
  format: { format_name: 'png_pipe' },
};
