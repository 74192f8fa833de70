import FlickCLI
import SheetOverList
#if canImport(Glibc)
import Glibc
#endif

// Every flick command, with this app's screen added to the built-in scenes.
exit(FlickMain.run(Array(CommandLine.arguments.dropFirst()), scenes: [SheetOverListScene.descriptor],
                   programName: "sheet-flick").rawValue)
