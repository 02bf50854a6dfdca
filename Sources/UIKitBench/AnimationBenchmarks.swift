import Foundation
import UIKit
import UIKitTesting
@_implementationOnly import CSDL2

/// Frame costs while things animate in the 1,000-view scene, against the full frame, and the idle desktop loop's
/// share of a core.
@MainActor
enum AnimationBenchmarks {
    static func run() {
        print("Animation: 1280x800 @1x, the rendering scene's 1,000 views, 60 Hz frames on the manual clock")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("median ms", 12) + "ratio / target")
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }

        let scene = BenchScene(scale: 1)
        let full = Stopwatch.median(runs: 30) { scene.redrawEverything() }
        /// The median cost of one frame, its animations advanced and the window composited.
        func frame() -> Double {
            Stopwatch.median(runs: 60) {
                clock.advance(by: clock.frameInterval)
                scene.window.compositeFrame()
            }
        }

        let idle = frame()

        let mover = UIView(frame: CGRect(x: 0, y: 380, width: 44, height: 44))
        mover.backgroundColor = .systemRed
        scene.root.addSubview(mover)
        scene.window.compositeFrame()
        // Across the window and back every two seconds: 41 points a frame.
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
            mover.center.x = 1236
        }
        let one = frame()
        mover.layer.removeAllAnimations()
        mover.removeFromSuperview()
        clock.runUntilIdle()
        scene.window.compositeFrame()

        let animated = scene.root.subviews.prefix(100)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
            for view in animated {
                view.center.x += 200
                view.alpha = 0.3
            }
        }
        let hundred = frame()
        for view in animated { view.layer.removeAllAnimations() }
        clock.runUntilIdle()
        scene.window.compositeFrame()

        UIView.transition(with: scene.root, duration: 10, options: .transitionCrossDissolve, animations: {
            scene.root.backgroundColor = .systemYellow
        })
        let crossFade = frame()
        scene.root.layer.removeAllAnimations()

        let rows: [(String, Double, String)] = [
            ("full frame (relayout + full repaint), the reference", full, "1.000"),
            ("(a) one 44-pt view moving", one, String(format: "%@ of full; target <= 0.2 ms: %@", BenchTable.ratio(one, full), BenchTable.met(one <= 0.2))),
            ("(b) 100 views animating position and opacity", hundred,
             String(format: "%@ of full; target <= 2 ms: %@", BenchTable.ratio(hundred, full), BenchTable.met(hundred <= 2))),
            ("(c) full-window cross-fade", crossFade,
             String(format: "%@ of full; target <= 1.2x: %@", BenchTable.ratio(crossFade, full), BenchTable.met(crossFade <= 1.2 * full))),
            ("1,000 idle layers, no animation (frame advanced)", idle,
             String(format: "%@ of full; target <= %.2f ms, the unchanged frame's: %@", BenchTable.ratio(idle, full),
                    RenderBenchmarks.unchangedFrameTarget, BenchTable.met(idle <= RenderBenchmarks.unchangedFrameTarget))),
        ]
        for (name, milliseconds, note) in rows {
            print(BenchTable.pad(name, 60) + BenchTable.pad(String(format: "%.4f", milliseconds), 12) + note)
        }
        idleDesktopLoad()
    }

    /// The share of one core the desktop loop uses over 5 seconds with nothing to do, measured in a child process
    /// (`UIKitBench --idle-app`) that runs an app in a real window, or SDL's dummy video driver without a display.
    private static func idleDesktopLoad() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--idle-app"]
        var environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil { environment["SDL_VIDEODRIVER"] = "dummy" }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return print("idle desktop app: cannot start \(error)") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let share = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return print("idle desktop app: no measurement (\(text))")
        }
        print(BenchTable.pad("idle desktop app, share of one core over 5 s", 60) + BenchTable.pad(String(format: "%.2f %%", share), 12)
              + "target < 1 %: \(BenchTable.met(share < 1))")
    }

    /// Runs the idle app measured by `idleDesktopLoad`: prints its share of a core (in percent) and quits.
    static func runIdleApp() -> Int32 {
        ApplicationRunner.run(applicationType: UIApplication.self, delegate: IdleAppDelegate())
    }

    private final class IdleAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
            window.rootViewController = UIViewController()
            window.rootViewController?.view.backgroundColor = .systemBackground
            window.makeKeyAndVisible()
            self.window = window
            // A second to settle, then five idle seconds measured.
            // The main run loop fires these timers, on the main thread.
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                let start = (cpu: MainActor.assumeIsolated { Self.cpuSeconds() }, wall: Date())
                _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in
                    let share = (MainActor.assumeIsolated { Self.cpuSeconds() } - start.cpu) / Date().timeIntervalSince(start.wall) * 100
                    print(String(format: "%.3f", share))
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }
            }
            return true
        }

        /// User plus system CPU time of this process, from `/proc/self/stat` (fields 14 and 15, in clock ticks).
        private static func cpuSeconds() -> Double {
            guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return .nan }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            // Fields after the command name start at field 3 (the state).
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

}
