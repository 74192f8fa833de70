import FlickCLI
#if canImport(Glibc)
import Glibc
#endif

exit(FlickMain.run(Array(CommandLine.arguments.dropFirst())).rawValue)
