//! NumPy `.npz` files without NumPy: a zip archive of `.npy` arrays (format version 1.0), which
//! `numpy.load` reads, written whole (`write_npz`) or streamed (`NpzWriter`). The `.npy` header is
//! ours; the archive is the `zip` crate's (stored entries, CRC-32, and Zip64 where an entry or the
//! archive passes 4 GiB, so large training sets stay one file).

use std::io::{self, Seek, Write};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// An array to store: its name in the archive (without `.npy`), NumPy type string
/// (`|b1`, `|u1`, `|i1`, `<i4`, `<f4`, `<U100`, ...), shape, and raw little-endian data.
#[derive(Clone, Debug)]
pub struct NpyArray {
    pub name: String,
    pub descr: String,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

impl NpyArray {
    pub fn new(name: &str, descr: &str, shape: &[usize], data: Vec<u8>) -> NpyArray {
        NpyArray {
            name: name.to_string(),
            descr: descr.to_string(),
            shape: shape.to_vec(),
            data,
        }
    }

    pub fn from_i32(name: &str, shape: &[usize], values: &[i32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<i4", shape, data)
    }

    pub fn from_f32(name: &str, shape: &[usize], values: &[f32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<f4", shape, data)
    }

    /// Fixed-width Unicode strings (`<U{width}`, UTF-32), cut to `width` characters.
    pub fn from_strings(name: &str, width: usize, values: &[String]) -> NpyArray {
        let mut data = Vec::with_capacity(values.len() * width * 4);
        for v in values {
            let mut chars: Vec<u32> = v.chars().take(width).map(u32::from).collect();
            chars.resize(width, 0);
            data.extend(chars.iter().flat_map(|c| c.to_le_bytes()));
        }
        NpyArray::new(name, &format!("<U{width}"), &[values.len()], data)
    }
}

/// The `.npy` header: magic, version 1.0, the dictionary padded so the data starts at a multiple
/// of 64 bytes.
fn npy_header(descr: &str, shape: &[usize]) -> Vec<u8> {
    let shape = match shape {
        [n] => format!("({n},)"),
        dims => format!(
            "({})",
            dims.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len());
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out
}

/// Bytes of one element of a NumPy type string (`|b1`: 1, `<f4`: 4, `<U100`: 400), if known.
fn item_size(descr: &str) -> Option<u64> {
    let kind = descr.chars().nth(1)?;
    let count: u64 = descr.get(2..)?.parse().ok()?;
    Some(if kind == 'U' { count * 4 } else { count })
}

/// Whether the `.npy` entry of an array (header and data) reaches 4 GiB and needs Zip64 sizes
/// (an unknown type string counts as large).
fn needs_zip64(header_len: usize, descr: &str, shape: &[usize]) -> bool {
    let len = item_size(descr).and_then(|item| {
        shape
            .iter()
            .try_fold(item, |size, &d| size.checked_mul(d as u64))?
            .checked_add(header_len as u64)
    });
    len.is_none_or(|len| len >= u64::from(u32::MAX))
}

/// Writes an `.npz` one array at a time, the data streamed in pieces into the open entry (the
/// zip writer patches the entry's local header with its CRC and size when it ends), so nothing
/// is held in memory.
pub struct NpzWriter<W: Write + Seek> {
    zip: ZipWriter<W>,
    open: bool,
}

impl<W: Write + Seek> NpzWriter<W> {
    pub fn new(out: W) -> NpzWriter<W> {
        NpzWriter {
            zip: ZipWriter::new(out),
            open: false,
        }
    }

    /// Starts the entry `<name>.npy` of an array whose data follows through `write`. An entry
    /// whose shape makes it 4 GiB or more is written with Zip64 sizes; any entry starting past
    /// 4 GiB in the archive gets a Zip64 offset.
    pub fn start(&mut self, name: &str, descr: &str, shape: &[usize]) -> io::Result<()> {
        let header = npy_header(descr, shape);
        let options = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Stored)
            .last_modified_time(DateTime::default())
            .large_file(needs_zip64(header.len(), descr, shape));
        self.zip.start_file(format!("{name}.npy"), options)?;
        self.open = true;
        self.zip.write_all(&header)
    }

    /// Appends data to the open entry.
    pub fn write(&mut self, data: &[u8]) -> io::Result<()> {
        if !self.open {
            return Err(io::Error::other("npz: data written outside an entry"));
        }
        self.zip.write_all(data)
    }

    /// Ends the last entry, writes the central directory and returns the writer.
    pub fn finish(self) -> io::Result<W> {
        let mut out = self.zip.finish()?;
        out.flush()?;
        Ok(out)
    }
}

/// Writes in-memory arrays as an `.npz` archive (entries `<name>.npy`).
pub fn write_npz<W: Write + Seek>(out: W, arrays: &[NpyArray]) -> io::Result<W> {
    let mut npz = NpzWriter::new(out);
    for array in arrays {
        npz.start(&array.name, &array.descr, &array.shape)?;
        npz.write(&array.data)?;
    }
    npz.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Cursor, Read};

    #[test]
    fn npy_header_is_padded_to_64_bytes() {
        let header = npy_header("|u1", &[2, 3]);
        assert_eq!(header.len() % 64, 0);
        assert_eq!(header.last(), Some(&b'\n'));
        assert!(String::from_utf8_lossy(&header).contains("(2, 3)"));
        assert!(String::from_utf8_lossy(&npy_header("<i4", &[5])).contains("(5,)"));
    }

    #[test]
    fn streamed_entries_equal_whole_ones() {
        let arrays = [
            NpyArray::new("a", "|u1", &[4], vec![1, 2, 3, 4]),
            NpyArray::from_i32("b", &[2], &[7, -7]),
        ];
        let whole = write_npz(Cursor::new(Vec::new()), &arrays)
            .unwrap()
            .into_inner();
        let mut npz = NpzWriter::new(Cursor::new(Vec::new()));
        npz.start("a", "|u1", &[4]).unwrap();
        npz.write(&[1, 2]).unwrap();
        npz.write(&[3, 4]).unwrap();
        npz.start("b", "<i4", &[2]).unwrap();
        for v in [7i32, -7] {
            npz.write(&v.to_le_bytes()).unwrap();
        }
        let streamed = npz.finish().unwrap().into_inner();
        assert_eq!(whole, streamed);
        assert_eq!(&whole[..4], b"PK\x03\x04");
        assert_eq!(&whole[whole.len() - 22..whole.len() - 18], b"PK\x05\x06");
        assert!(NpzWriter::new(Cursor::new(Vec::new())).write(&[1]).is_err());
    }

    /// The zip crate's reader finds the entries in order, stored (uncompressed), and reads back
    /// each one's `.npy` bytes, header and data, checking their CRC.
    #[test]
    fn the_archive_reads_back_with_the_zip_reader() {
        let strings = ["rnbqkbnr".to_string(), "8/8/8".to_string()];
        let arrays = [
            NpyArray::new("observations", "|b1", &[2, 3], vec![1, 0, 1, 1, 1, 0]),
            NpyArray::from_f32("values", &[3], &[0.5, -1.0, 0.25]),
            NpyArray::from_strings("fens", 6, &strings),
        ];
        let bytes = write_npz(Cursor::new(Vec::new()), &arrays)
            .unwrap()
            .into_inner();
        let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
        let names: Vec<&str> = zip.file_names().collect();
        assert_eq!(names.len(), 3);
        for (i, array) in arrays.iter().enumerate() {
            let mut entry = zip.by_index(i).unwrap();
            assert_eq!(entry.name(), format!("{}.npy", array.name));
            assert_eq!(entry.compression(), CompressionMethod::Stored);
            let mut npy = Vec::new();
            entry.read_to_end(&mut npy).unwrap();
            let header = npy_header(&array.descr, &array.shape);
            assert_eq!(npy.len(), header.len() + array.data.len());
            assert_eq!(npy[..header.len()], header[..]);
            assert_eq!(npy[header.len()..], array.data[..]);
        }
        // `fens`: UTF-32, cut to 6 characters and padded with zeros.
        let fens = &arrays[2].data;
        assert_eq!(fens.len(), 2 * 6 * 4);
        assert_eq!(fens[20..24], u32::from('b').to_le_bytes());
        assert_eq!(fens[24 + 20..24 + 24], [0; 4]);
    }

    /// Entries whose shape reaches 4 GiB get Zip64 sizes (the local header's extra field),
    /// smaller ones a plain header.
    #[test]
    fn entries_of_4_gib_and_more_are_zip64() {
        assert_eq!(item_size("|b1"), Some(1));
        assert_eq!(item_size("<f4"), Some(4));
        assert_eq!(item_size("<U100"), Some(400));
        assert_eq!(item_size("?"), None);
        assert!(!needs_zip64(128, "<f4", &[200_000, 4672]));
        assert!(needs_zip64(128, "<f4", &[230_000, 4672]));
        assert!(needs_zip64(128, "|b1", &[usize::MAX, 2]));
        assert!(needs_zip64(128, "?", &[1]));
        let mut npz = NpzWriter::new(Cursor::new(Vec::new()));
        npz.start("small", "<f4", &[1]).unwrap();
        npz.write(&1f32.to_le_bytes()).unwrap();
        let small_end = 30 + "small.npy".len() + npy_header("<f4", &[1]).len() + 4;
        // Only the header and a few values of the large entry are written: its sizes in the
        // local header are Zip64 all the same.
        npz.start("large", "<f4", &[230_000, 4672]).unwrap();
        npz.write(&1f32.to_le_bytes()).unwrap();
        let bytes = npz.finish().unwrap().into_inner();
        let extra_len = |at: usize| u16::from_le_bytes([bytes[at + 28], bytes[at + 29]]);
        assert_eq!(&bytes[..4], b"PK\x03\x04");
        assert_eq!(extra_len(0), 0);
        assert_eq!(&bytes[small_end..small_end + 4], b"PK\x03\x04");
        assert_eq!(extra_len(small_end), 20);
        assert_eq!(bytes[small_end + 30 + "large.npy".len()], 0x01);
    }
}
